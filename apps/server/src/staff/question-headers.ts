import {
  fillText,
  indexDefinition,
  isQuestion,
  type ApplicationDefinition,
  type Condition,
  type FormNode,
  type Question,
  type SiteConfig,
} from '@portico/application';

/** Between a question's label and the words around it that tell it apart: 'Mailing Address – City'. */
const JOIN = ' – ';

/**
 * Every question of the definition, in page order, with a header that names it as the applicant
 * read it (issue 28): its label with the site's `{institution}` and other tokens filled in, alone
 * when no other question has the same label, else after the nearest words the page showed around
 * it that tell the two apart — the address's legend ('Mailing Address – City'), the added
 * component ('College 2 – City'), the question whose answer opened it ('Have you ever been
 * convicted …? – Month'). Never the answer key: a spreadsheet is read by the office, not by us.
 * Headers that the page itself does not tell apart (none in our definition; a test says so) are
 * numbered, so that every header is unique.
 */
export function questionHeaders(definition: ApplicationDefinition, siteConfig: SiteConfig): QuestionHeader[] {
  // Made once per definition and site: every export and every call of the student record
  // system's API asks for them.
  const bySite = made.get(definition) ?? new WeakMap<SiteConfig, QuestionHeader[]>();
  made.set(definition, bySite);
  const headers = bySite.get(siteConfig) ?? headersOf(definition, siteConfig);
  bySite.set(siteConfig, headers);
  return headers;
}

interface QuestionHeader {
  question: Question;
  header: string;
}
const made = new WeakMap<ApplicationDefinition, WeakMap<SiteConfig, QuestionHeader[]>>();

function headersOf(definition: ApplicationDefinition, siteConfig: SiteConfig): QuestionHeader[] {
  const labelOf = (key: string) => indexDefinition(definition).byKey.get(key)?.question.label;
  const placed: { question: Question; context: string[] }[] = [];
  for (const page of definition.pages) {
    for (const section of page.sections) {
      walk(section.children, [section.title], labelOf, placed);
    }
  }
  const items = placed.map(({ question, context }) => {
    const label = fillText(question.label, siteConfig);
    const filled = context.map((text) => fillText(text, siteConfig));
    // Innermost first, each once, none that repeats the label: a legend hidden under a heading of
    // the same words, a question inside its own block.
    const levels = [...new Set(filled.reverse())].filter((text) => text !== label);
    return { question, label, levels, next: 0, parts: [] as string[] };
  });
  const headerOf = (item: (typeof items)[number]) => [...item.parts, item.label].join(JOIN);
  for (let refined = true; refined;) {
    refined = false;
    for (const group of duplicates(items, headerOf)) {
      for (const item of group) {
        // The innermost words that only this one of the group has, else that some others lack;
        // words that all of them have tell none apart.
        const others = group.filter((other) => other !== item);
        const unused = (at: number) => at >= item.next;
        const distinct = item.levels.findIndex(
          (text, at) => unused(at) && others.every((other) => !other.levels.includes(text)),
        );
        const at =
          distinct === -1
            ? item.levels.findIndex(
                (text, at) => unused(at) && others.some((other) => !other.levels.includes(text)),
              )
            : distinct;
        if (at === -1) continue;
        item.parts.unshift(item.levels[at]!);
        item.next = at + 1;
        refined = true;
      }
    }
  }
  const headers = items.map(headerOf);
  for (const group of duplicates(items, headerOf)) {
    group.forEach((item, at) => {
      if (at > 0) headers[items.indexOf(item)] = `${headerOf(item)} (${at + 1})`;
    });
  }
  return items.map((item, at) => ({ question: item.question, header: headers[at]! }));
}

/** The groups of items that share a header, each in page order. */
function duplicates<T>(items: T[], headerOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(headerOf(item), [...(groups.get(headerOf(item)) ?? []), item]);
  return [...groups.values()].filter((group) => group.length > 1);
}

/**
 * The questions of `nodes` with the words shown around each, outermost first: the section's title,
 * then each block's legend, component or tab label, and for what a condition opens, the label of
 * the question whose answer opened it.
 */
function walk(
  nodes: readonly FormNode[],
  context: string[],
  labelOf: (key: string) => string | undefined,
  placed: { question: Question; context: string[] }[],
): void {
  const opened = (condition: Condition) => {
    const label = 'key' in condition ? labelOf(condition.key) : undefined;
    return label === undefined ? context : [...context, label];
  };
  for (const node of nodes) {
    if (isQuestion(node)) {
      placed.push({ question: node, context });
      continue;
    }
    switch (node.type) {
      case 'content':
        break;
      case 'conditional':
        walk(node.children, opened(node.hideWhen), labelOf, placed);
        break;
      case 'conditionGroup':
        for (const branch of node.branches) walk(branch.children, opened(branch.condition), labelOf, placed);
        break;
      case 'confirmToContinue':
        walk([...node.before, ...node.after], context, labelOf, placed);
        break;
      case 'radioDriven':
        placed.push({ question: node.question, context });
        for (const branch of node.branches) {
          walk(branch.children, [...context, node.question.label], labelOf, placed);
        }
        break;
      case 'addAnother':
        for (const component of node.components) {
          walk(component.children, [...context, component.label], labelOf, placed);
        }
        break;
      case 'tabs':
        for (const tab of node.tabs) walk(tab.children, [...context, tab.label], labelOf, placed);
        break;
      case 'address':
      case 'schoolSearch':
      case 'checkGroup':
        walk(node.children, [...context, node.legend], labelOf, placed);
        break;
      case 'monthYear':
        walk([node.month, node.year], [...context, node.legend], labelOf, placed);
        break;
      case 'smsPhone':
        walk([node.phone, node.optIn], context, labelOf, placed);
        break;
      default: {
        const unknown: never = node;
        throw new Error(`Unknown block type in ${JSON.stringify(unknown)}`);
      }
    }
  }
}
