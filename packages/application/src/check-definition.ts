import { DESCRIPTION_SUFFIX } from './answers';
import type { ApplicationDefinition } from './application-definition.schema';
import { ZApplicationDefinition } from './application-definition.schema';
import { isQuestion } from './block';
import type { Block, FormNode } from './block.schema';
import { conditionKeys } from './condition';
import type { Condition } from './condition.schema';
import { LIMITS } from './constants';
import { buildDataModel } from './data-model';
import { childNodesOf } from './form-tree';
import { fixedOptions } from './options/option-source';
import { PAGES, type PageId } from './pages';
import { answerKeysOf, answerTypeOf } from './question';
import type { Question } from './question.schema';
import { DESCRIPTION_ONLY_KEYS, type FieldType } from './tenant-data-model';
import { TEXT_TOKENS, textTokens } from './text-tokens';
import type { CrossFieldRule } from './validation/cross-field-rule';
import { CROSS_FIELD_RULES } from './validation/validate-application';

export interface CheckOptions {
  /**
   * A tenant data model to hold the definition's questions against (a test holds the spec's). By
   * default the model is the one the questions declare, so only the keys that blocks and rules
   * name are checked against it.
   */
  tenantFields?: Readonly<Record<string, FieldType>>;
  /** The cross-field validation rules ('schemas') to check; the application's by default. */
  rules?: readonly CrossFieldRule[];
}

interface Placed {
  page: PageId;
  question: Question;
  /** Prefixes of the sections, components and blocks around the question. */
  prefixes: Array<{ owner: string; prefix: string }>;
}

/**
 * The development-only configuration errors, every one found at once: a key on
 * more than one page, keys absent from the tenant data model, unknown keys in autocomplete or
 * add-another blocks, maxNumberOfComponents above 10, a prefix that is not part of its keys, extra
 * schema keys, and missing configuration. It also refuses what would break the engine: duplicate
 * ids, conditions on unknown keys or on their own answers, tabs and branches that name nothing.
 * An empty list means the definition is sound. It runs as a unit test and when `npm run dev` starts.
 */
export function checkApplicationDefinition(definition: unknown, options: CheckOptions = {}): string[] {
  if (definition === undefined || definition === null) return ['The application definition is missing.'];
  const parsed = ZApplicationDefinition.safeParse(definition);
  if (!parsed.success) {
    return parsed.error.issues.map(
      (issue) => `The definition is malformed at ${issue.path.join('.') || 'its root'}: ${issue.message}`,
    );
  }
  return new DefinitionChecker(parsed.data, options).run();
}

/** The tenant data model the questions declare: each key the applicant writes, with its type. */
function declaredFields(definition: ApplicationDefinition): Record<string, FieldType> {
  const model = buildDataModel(definition, { textAreaLimit: LIMITS.textAreaDefaultLimit });
  return Object.fromEntries(
    [...model].flatMap(([key, entry]) =>
      entry.role === 'question' || entry.role === 'code' ? [[key, entry.type]] : [],
    ),
  );
}

class DefinitionChecker {
  private readonly problems: string[] = [];
  private readonly placed: Placed[] = [];
  private readonly blocks: Array<{ page: PageId; block: Block }> = [];
  private readonly ids = new Map<string, number>();
  private readonly tenant: Readonly<Record<string, FieldType>>;
  private readonly rules: readonly CrossFieldRule[];
  /** Keys already reported by a block-specific check, so that one mistake is one problem. */
  private readonly reported = new Set<string>();

  constructor(
    private readonly definition: ApplicationDefinition,
    options: CheckOptions,
  ) {
    this.tenant = options.tenantFields ?? declaredFields(definition);
    this.rules = options.rules ?? CROSS_FIELD_RULES;
  }

  run(): string[] {
    this.checkPages();
    for (const page of this.definition.pages) {
      for (const section of page.sections) {
        this.addId(section.id);
        this.checkText(`section "${section.id}"`, [section.title, section.description]);
        const prefixes = section.prefix ? [{ owner: `section "${section.id}"`, prefix: section.prefix }] : [];
        this.collect(page.id, section.children, prefixes);
      }
    }
    this.checkIds();
    this.checkAddAnother();
    this.checkAutocomplete();
    this.checkKeys();
    this.checkSecrets();
    this.checkPrefixes();
    this.checkConditions();
    this.checkBlocks();
    this.checkRules();
    return this.problems;
  }

  private problem(message: string) {
    if (!this.problems.includes(message)) this.problems.push(message);
  }

  private checkPages() {
    for (const page of PAGES) {
      const count = this.definition.pages.filter((defined) => defined.id === page.id).length;
      if (count === 0) this.problem(`Page "${page.id}" has no configuration.`);
      if (count > 1) this.problem(`Page "${page.id}" is configured more than once.`);
    }
  }

  /** The store keeps one sealed answer, outside the answers: a secret question is one, and fixed. */
  private checkSecrets() {
    const secrets = this.placed.filter(({ question }) => question.secret);
    if (secrets.length > 1)
      this.problem(
        `Only one question may be secret: ${secrets.map(({ question }) => question.key).join(', ')}.`,
      );
    for (const { question, prefixes } of secrets) {
      if (prefixes.length > 0)
        this.problem(`The secret question "${question.key}" may not be repeated or prefixed.`);
    }
  }

  private addId(id: string) {
    this.ids.set(id, (this.ids.get(id) ?? 0) + 1);
  }

  private collect(page: PageId, nodes: readonly FormNode[], prefixes: Placed['prefixes']) {
    for (const node of nodes) {
      if (isQuestion(node)) {
        this.placed.push({ page, question: node, prefixes });
        this.checkText(`question "${node.key}"`, [node.label, node.hint, node.requiredMessage]);
        this.checkMessages(node);
        continue;
      }
      this.blocks.push({ page, block: node });
      this.addId(node.id);
      this.checkText(`block "${node.id}"`, blockTexts(node));
      const inner =
        'prefix' in node && node.prefix
          ? [...prefixes, { owner: `block "${node.id}"`, prefix: node.prefix }]
          : prefixes;
      if (node.type === 'addAnother') {
        for (const component of node.components) {
          const owner = `component "${component.label}" of block "${node.id}"`;
          this.collect(
            page,
            component.children,
            component.prefix ? [...inner, { owner, prefix: component.prefix }] : inner,
          );
        }
      } else {
        if (node.type === 'conditionGroup') node.branches.forEach((branch) => this.addId(branch.id));
        if (node.type === 'tabs') node.tabs.forEach((tab) => this.addId(tab.id));
        this.collect(page, childNodesOf(node), inner);
      }
    }
  }

  private checkText(owner: string, texts: ReadonlyArray<string | undefined>) {
    for (const text of texts) {
      for (const token of textTokens(text ?? '')) {
        if (!(token in TEXT_TOKENS)) this.problem(`The text of ${owner} uses the unknown token {${token}}.`);
      }
    }
  }

  /**
   * Validation messages go to the server and back (`POST /api/validations`) as they are, so they
   * carry no `{token}`: a question whose label has one needs a requiredMessage without.
   */
  private checkMessages(question: Question) {
    const messages = [
      question.required ? (question.requiredMessage ?? question.label) : undefined,
      question.refuse?.message,
      'invalidMessage' in question ? question.invalidMessage : undefined,
      question.kind === 'number' ? question.range?.message : undefined,
      question.kind === 'text' ? question.minLength?.message : undefined,
    ];
    for (const message of messages) {
      if (message && textTokens(message).length > 0) {
        this.problem(`A validation message of question "${question.key}" uses a {token}: "${message}".`);
      }
    }
  }

  /** Every answer key the definition declares, with the pages that declare it. */
  private declaredKeys(): Map<string, PageId[]> {
    const declared = new Map<string, PageId[]>();
    for (const { page, question } of this.placed) {
      for (const key of answerKeysOf(question)) declared.set(key, [...(declared.get(key) ?? []), page]);
    }
    return declared;
  }

  private checkIds() {
    const keys = this.declaredKeys();
    for (const [id, count] of this.ids) {
      if (count > 1) this.problem(`The id "${id}" is used more than once.`);
      if (keys.has(id)) this.problem(`The id "${id}" is also an answer key.`);
    }
  }

  private checkAddAnother() {
    for (const { block } of this.blocks) {
      if (block.type !== 'addAnother') continue;
      const max = block.maxNumberOfComponents;
      if (max > LIMITS.addAnotherMax) {
        this.problem(
          `Add-another block "${block.id}" has maxNumberOfComponents ${max}, above ${LIMITS.addAnotherMax}.`,
        );
      }
      if (max < 1) this.problem(`Add-another block "${block.id}" has maxNumberOfComponents ${max}, below 1.`);
      if (block.components.length !== max) {
        this.problem(
          `Add-another block "${block.id}" declares ${block.components.length} components for maxNumberOfComponents ${max}.`,
        );
      }
      for (const component of block.components) {
        for (const node of component.children) {
          for (const key of keysUnder(node)) {
            if (!(key in this.tenant)) {
              this.problem(`Add-another block "${block.id}" has the unknown field key "${key}".`);
              this.reported.add(key);
            }
          }
        }
      }
    }
  }

  private checkAutocomplete() {
    const onPage = new Map<PageId, Set<string>>();
    for (const { page, question } of this.placed)
      onPage.set(page, (onPage.get(page) ?? new Set()).add(question.key));
    for (const { page, question } of this.placed) {
      if (question.kind !== 'autocomplete') continue;
      for (const key of Object.values(question.fills)) {
        if (!key) continue;
        if (!(key in this.tenant))
          this.problem(`Autocomplete "${question.key}" fills the unknown field key "${key}".`);
        else if (!onPage.get(page)?.has(key)) {
          this.problem(
            `Autocomplete "${question.key}" fills "${key}", which is not a question on page "${page}".`,
          );
        }
      }
      if (question.codeKey && !(question.codeKey in this.tenant)) {
        this.problem(`Autocomplete "${question.key}" has the unknown code key "${question.codeKey}".`);
        this.reported.add(question.codeKey);
      }
    }
  }

  private checkKeys() {
    const declared = this.declaredKeys();
    for (const [key, pages] of declared) {
      const distinct = [...new Set(pages)];
      if (distinct.length > 1) this.problem(`Key "${key}" is on more than one page: ${distinct.join(', ')}.`);
      else if (pages.length > 1)
        this.problem(`Key "${key}" is declared more than once on page "${pages[0]}".`);
    }
    const descriptionOnly = new Set<string>(DESCRIPTION_ONLY_KEYS);
    for (const { page, question } of this.placed) {
      if (question.kind === 'fileUpload') continue; // a document answer, not an answer
      const [key, ...companions] = answerKeysOf(question);
      for (const owned of [
        key,
        ...companions.filter((companion) => !companion.endsWith(DESCRIPTION_SUFFIX)),
      ]) {
        if (owned === undefined || this.reported.has(owned)) continue;
        if (descriptionOnly.has(owned))
          this.problem(`Key "${owned}" is description-only and cannot be asked.`);
        else if (owned.endsWith(DESCRIPTION_SUFFIX))
          this.problem(`Key "${owned}" ends in _desc, which only companions may.`);
        else if (!(owned in this.tenant))
          this.problem(`Key "${owned}" on page "${page}" is not in the data model.`);
      }
      const stored = key === undefined ? undefined : this.tenant[key];
      if (stored && stored !== answerTypeOf(question)) {
        this.problem(`Key "${key}" is a ${question.kind} question but the data model stores a ${stored}.`);
      }
    }
    for (const key of Object.keys(this.tenant)) {
      if (!declared.has(key)) this.problem(`Data-model key "${key}" is on no page.`);
    }
  }

  private checkPrefixes() {
    for (const { question, prefixes } of this.placed) {
      for (const { owner, prefix } of prefixes) {
        for (const key of answerKeysOf(question)) {
          if (!key.startsWith(`${prefix}_`))
            this.problem(`Key "${key}" in ${owner} does not start with its prefix "${prefix}_".`);
        }
      }
    }
  }

  private checkConditions() {
    const declared = this.declaredKeys();
    const reads = (owner: string, condition: Condition | undefined) => {
      for (const key of condition ? conditionKeys(condition) : []) {
        if (!declared.has(key)) this.problem(`A condition of ${owner} reads the unknown key "${key}".`);
      }
    };
    for (const { question } of this.placed) {
      const owner = `question "${question.key}"`;
      reads(owner, question.showIf);
      reads(owner, question.required === true ? undefined : question.required);
      reads(owner, question.validateWhen);
      if (question.kind === 'text') reads(owner, question.minLength?.when);
      if (question.kind === 'conditionalSelect') {
        reads(owner, { key: question.controllingKey, op: 'answered' });
        if (question.controllingKey === question.key)
          this.problem(`Conditional dropdown "${question.key}" is controlled by itself.`);
      }
      if (question.showIf && conditionKeys(question.showIf).includes(question.key)) {
        this.problem(`Question "${question.key}" is shown by a condition on its own answer.`);
      }
    }
    for (const { block } of this.blocks) {
      const owner = `block "${block.id}"`;
      if (block.type === 'conditional') {
        reads(owner, block.hideWhen);
        const inside = new Set(block.children.flatMap(keysUnder));
        for (const key of conditionKeys(block.hideWhen)) {
          if (inside.has(key))
            this.problem(`Conditional block "${block.id}" hides on "${key}", which it holds.`);
        }
      }
      if (block.type === 'conditionGroup') block.branches.forEach((branch) => reads(owner, branch.condition));
    }
  }

  private checkBlocks() {
    const questions = new Map(this.placed.map(({ question }) => [question.key, question]));
    for (const { block } of this.blocks) {
      if (block.type === 'tabs' && !block.tabs.some((tab) => tab.id === block.defaultTab)) {
        this.problem(
          `Tabs "${block.id}" have the default tab "${block.defaultTab}", which is not one of their tabs.`,
        );
      }
      if (block.type === 'radioDriven') {
        const options = fixedOptions(block.question.options);
        for (const branch of block.branches) {
          if (options && !options.some((option) => option.value === branch.value)) {
            this.problem(
              `Radio-driven block "${block.id}" has a branch for "${branch.value}", which "${block.question.key}" does not offer.`,
            );
          }
        }
        const values = block.branches.map((branch) => branch.value);
        if (new Set(values).size !== values.length)
          this.problem(`Radio-driven block "${block.id}" has two branches for one answer.`);
      }
    }
    for (const question of questions.values()) {
      if (question.kind !== 'conditionalSelect') continue;
      const controlling = questions.get(question.controllingKey);
      const offered =
        controlling && 'options' in controlling && controlling.kind !== 'conditionalSelect'
          ? fixedOptions(controlling.options)
          : undefined;
      const values =
        question.category === 'displayOnly' ? question.matches : Object.keys(question.optionsByValue);
      for (const value of values) {
        if (offered && !offered.some((option) => option.value === value)) {
          this.problem(
            `Conditional dropdown "${question.key}" depends on "${value}", which "${question.controllingKey}" does not offer.`,
          );
        }
      }
    }
  }

  private checkRules() {
    const byPage = new Map<PageId, Set<string>>();
    for (const { page, question } of this.placed)
      byPage.set(page, (byPage.get(page) ?? new Set()).add(question.key));
    for (const rule of this.rules) {
      for (const key of rule.keys) {
        if (!byPage.get(rule.page)?.has(key)) {
          this.problem(
            `Validation rule "${rule.id}" names the key "${key}", which is not a question on page "${rule.page}".`,
          );
        }
      }
    }
  }
}

/** The answer keys under a node, every branch included. */
function keysUnder(node: FormNode): string[] {
  if (isQuestion(node)) return answerKeysOf(node).filter((key) => !key.endsWith(DESCRIPTION_SUFFIX));
  return childNodesOf(node).flatMap(keysUnder);
}

function blockTexts(block: Block): Array<string | undefined> {
  switch (block.type) {
    case 'content':
      return [block.heading, ...block.paragraphs];
    case 'confirmToContinue':
      return [block.confirmLabel];
    case 'addAnother':
      return block.components.map((component) => component.label);
    case 'tabs':
      return [block.label, ...block.tabs.map((tab) => tab.label)];
    case 'address':
    case 'schoolSearch':
      return [block.legend];
    case 'monthYear':
    case 'checkGroup':
      return [block.legend, block.hint];
    case 'conditional':
    case 'conditionGroup':
    case 'radioDriven':
    case 'smsPhone':
      return [];
    default: {
      const unknown: never = block;
      throw new Error(`Unknown block type in ${JSON.stringify(unknown)}`);
    }
  }
}
