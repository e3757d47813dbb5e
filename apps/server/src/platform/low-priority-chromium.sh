#!/bin/sh
# Starts Chromium for the PDF renderer (pdf-renderer.ts) at the lowest scheduling priority
# (priorities.ts, issue 30): every process it starts (its zygote, renderers, GPU and utility
# processes) inherits the niceness, so printing yields the CPU to the server's requests.
#
# Chromium sets its own processes' priorities where it may: run as root, it was seen raising its
# browser and GPU processes above the ordinary priority (niceness below 0), which undoes nice. Root
# may do so by CAP_SYS_NICE alone, so the capability leaves the bounding set first, and with it
# every capability set Chromium could get it back from.
#
# Playwright starts Chromium in a session of its own (setsid). Where the kernel groups processes by
# session for scheduling (autogroup, /proc/sys/kernel/sched_autogroup_enabled, when they are not in
# a cgroup of their own such as a systemd unit's), CPU is shared fairly between sessions first and
# by niceness only within one: the whole Chromium would then take as much as the server. So the
# session's own niceness is lowered too, where the kernel has one.
#
# The real executable is in PORTICO_CHROMIUM; exec keeps Playwright's arguments and the pipes it
# talks to Chromium through (file descriptors 3 and 4).
set -eu
if [ -w /proc/self/autogroup ]; then echo 19 >/proc/self/autogroup 2>/dev/null || true; fi
if [ "$(id -u)" = 0 ]; then
  exec setpriv --bounding-set -sys_nice --inh-caps -sys_nice nice -n 19 "$PORTICO_CHROMIUM" "$@"
fi
exec nice -n 19 "$PORTICO_CHROMIUM" "$@"
