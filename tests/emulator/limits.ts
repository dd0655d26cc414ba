/**
 * Discord's documented message limits, checked the way Discord checks them.
 * Kept independent of the bot's own limit constants on purpose: a wrong constant
 * in the bot must not be mirrored by the harness that tests it.
 * https://discord.com/developers/docs/resources/message#create-message
 * https://discord.com/developers/docs/resources/message#embed-object-embed-limits
 * https://discord.com/developers/docs/components/reference
 */
export const DISCORD_LIMITS = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footerText: 2048,
  authorName: 256,
  embedTotal: 6000,
  actionRows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  customId: 100,
  selectOptions: 25,
  selectOptionText: 100,
  selectPlaceholder: 150,
  autocompleteChoices: 25,
  choiceName: 100,
  choiceValue: 100,
  modalTitle: 45,
  /** https://discord.com/developers/docs/reference#uploading-files */
  attachments: 10,
  /** The whole request; each file also within the guild's attachment_size_limit (10 MiB without boosts). */
  uploadBytes: 25 * 1024 * 1024,
  attachmentBytes: 10 * 1024 * 1024,
} as const;

const COMPONENTS_V2_FLAG = 1 << 15;

export interface Breach {
  path: (string | number)[];
  code: string;
  message: string;
}

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textLength = (value: unknown): number => (typeof value === 'string' ? [...value].length : 0);

function maxLength(breaches: Breach[], path: Breach['path'], value: unknown, max: number): void {
  if (textLength(value) > max) {
    breaches.push({ path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` });
  }
}

function required(breaches: Breach[], path: Breach['path'], value: unknown): boolean {
  if (typeof value === 'string' && value.length > 0) return true;
  breaches.push({ path, code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
  return false;
}

function maxCount(breaches: Breach[], path: Breach['path'], list: unknown[], max: number, min = 0): void {
  if (list.length > max || list.length < min) {
    breaches.push({ path, code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between ${min} and ${max} in length.` });
  }
}

function embedBreaches(embed: Json, path: Breach['path']): { breaches: Breach[]; size: number } {
  const breaches: Breach[] = [];
  const footer = asObject(embed.footer);
  const author = asObject(embed.author);
  const fields = asArray(embed.fields);
  maxLength(breaches, [...path, 'title'], embed.title, DISCORD_LIMITS.embedTitle);
  maxLength(breaches, [...path, 'description'], embed.description, DISCORD_LIMITS.embedDescription);
  maxLength(breaches, [...path, 'footer', 'text'], footer?.text, DISCORD_LIMITS.footerText);
  maxLength(breaches, [...path, 'author', 'name'], author?.name, DISCORD_LIMITS.authorName);
  maxCount(breaches, [...path, 'fields'], fields, DISCORD_LIMITS.embedFields);
  let size = textLength(embed.title) + textLength(embed.description) + textLength(footer?.text) + textLength(author?.name);
  fields.forEach((raw, i) => {
    const field = asObject(raw) ?? {};
    const fieldPath = [...path, 'fields', i];
    if (required(breaches, [...fieldPath, 'name'], field.name)) {
      maxLength(breaches, [...fieldPath, 'name'], field.name, DISCORD_LIMITS.fieldName);
    }
    if (required(breaches, [...fieldPath, 'value'], field.value)) {
      maxLength(breaches, [...fieldPath, 'value'], field.value, DISCORD_LIMITS.fieldValue);
    }
    size += textLength(field.name) + textLength(field.value);
  });
  return { breaches, size };
}

function embedsBreaches(embeds: unknown[]): Breach[] {
  const breaches: Breach[] = [];
  maxCount(breaches, ['embeds'], embeds, DISCORD_LIMITS.embeds);
  let total = 0;
  embeds.forEach((raw, i) => {
    const result = embedBreaches(asObject(raw) ?? {}, ['embeds', i]);
    breaches.push(...result.breaches);
    total += result.size;
  });
  if (total > DISCORD_LIMITS.embedTotal) {
    breaches.push({
      path: ['embeds'],
      code: 'MAX_EMBED_SIZE_EXCEEDED',
      message: `Embed size exceeds maximum size of ${DISCORD_LIMITS.embedTotal} (was ${total})`,
    });
  }
  return breaches;
}

function customIdBreaches(component: Json, path: Breach['path'], seen: Set<string>, breaches: Breach[]): void {
  if (!required(breaches, [...path, 'custom_id'], component.custom_id)) return;
  maxLength(breaches, [...path, 'custom_id'], component.custom_id, DISCORD_LIMITS.customId);
  const id = component.custom_id as string;
  if (seen.has(id)) {
    breaches.push({ path: [...path, 'custom_id'], code: 'COMPONENT_CUSTOM_ID_DUPLICATED', message: 'Component custom id cannot be duplicated' });
  }
  seen.add(id);
}

function buttonBreaches(button: Json, path: Breach['path'], seen: Set<string>, breaches: Breach[]): void {
  maxLength(breaches, [...path, 'label'], button.label, DISCORD_LIMITS.buttonLabel);
  if (button.style === 5) {
    required(breaches, [...path, 'url'], button.url);
  } else if (button.style !== 6) {
    customIdBreaches(button, path, seen, breaches);
  }
}

function selectBreaches(select: Json, path: Breach['path'], seen: Set<string>, breaches: Breach[]): void {
  customIdBreaches(select, path, seen, breaches);
  maxLength(breaches, [...path, 'placeholder'], select.placeholder, DISCORD_LIMITS.selectPlaceholder);
  const min = typeof select.min_values === 'number' ? select.min_values : 1;
  const max = typeof select.max_values === 'number' ? select.max_values : 1;
  if (min < 0 || min > 25 || max < 1 || max > 25 || min > max) {
    breaches.push({
      path: [...path, 'max_values'],
      code: 'BASE_TYPE_BAD_LENGTH',
      message: 'min_values/max_values must be within 0..25 and min <= max',
    });
  }
  if (select.type !== 3) return;
  const options = asArray(select.options);
  maxCount(breaches, [...path, 'options'], options, DISCORD_LIMITS.selectOptions, 1);
  if (max > options.length) {
    breaches.push({ path: [...path, 'max_values'], code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between 1 and ${options.length}.` });
  }
  const values = new Set<string>();
  options.forEach((raw, i) => {
    const option = asObject(raw) ?? {};
    const optionPath = [...path, 'options', i];
    if (required(breaches, [...optionPath, 'label'], option.label)) {
      maxLength(breaches, [...optionPath, 'label'], option.label, DISCORD_LIMITS.selectOptionText);
    }
    if (required(breaches, [...optionPath, 'value'], option.value)) {
      maxLength(breaches, [...optionPath, 'value'], option.value, DISCORD_LIMITS.selectOptionText);
      if (values.has(option.value as string)) {
        breaches.push({
          path: [...optionPath, 'value'],
          code: 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
          message: 'Select option values must be unique',
        });
      }
      values.add(option.value as string);
    }
    maxLength(breaches, [...optionPath, 'description'], option.description, DISCORD_LIMITS.selectOptionText);
  });
}

const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);

function actionRowBreaches(rows: unknown[]): Breach[] {
  const breaches: Breach[] = [];
  const seen = new Set<string>();
  maxCount(breaches, ['components'], rows, DISCORD_LIMITS.actionRows);
  rows.forEach((raw, r) => {
    const row = asObject(raw) ?? {};
    const rowPath = ['components', r];
    if (row.type !== 1) {
      breaches.push({ path: [...rowPath, 'type'], code: 'UNION_TYPE_CHOICES', message: 'Top-level components must be action rows (type 1)' });
      return;
    }
    const children = asArray(row.components).map((c) => asObject(c) ?? {});
    const selects = children.filter((c) => SELECT_TYPES.has(c.type as number));
    if (selects.length > 0 && children.length > 1) {
      breaches.push({
        path: [...rowPath, 'components'],
        code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
        message: 'A select menu must be alone in its action row',
      });
    }
    maxCount(breaches, [...rowPath, 'components'], children, DISCORD_LIMITS.buttonsPerRow, 1);
    children.forEach((child, c) => {
      const childPath = [...rowPath, 'components', c];
      if (child.type === 2) buttonBreaches(child, childPath, seen, breaches);
      else if (SELECT_TYPES.has(child.type as number)) selectBreaches(child, childPath, seen, breaches);
      else
        breaches.push({
          path: [...childPath, 'type'],
          code: 'UNION_TYPE_CHOICES',
          message: `Component type ${String(child.type)} is not allowed in a message action row`,
        });
    });
  });
  return breaches;
}

/** Every limit a message body (create or edit) breaks; empty when Discord would accept it. */
export function messageBreaches(body: unknown): Breach[] {
  const message = asObject(body) ?? {};
  const breaches: Breach[] = [];
  maxLength(breaches, ['content'], message.content, DISCORD_LIMITS.content);
  if (message.embeds !== undefined && message.embeds !== null) breaches.push(...embedsBreaches(asArray(message.embeds)));
  const flags = typeof message.flags === 'number' ? message.flags : 0;
  if (Array.isArray(message.components) && (flags & COMPONENTS_V2_FLAG) === 0) {
    breaches.push(...actionRowBreaches(message.components));
  }
  return breaches;
}

/** A new message must carry something to show. */
export function isEmptyMessage(body: unknown): boolean {
  const message = asObject(body) ?? {};
  return (
    textLength(message.content) === 0 &&
    asArray(message.embeds).length === 0 &&
    asArray(message.components).length === 0 &&
    asArray(message.attachments).length === 0 &&
    asArray(message.sticker_ids).length === 0 &&
    message.poll === undefined
  );
}

/** Autocomplete answers (interaction callback type 8). */
export function choicesBreaches(choices: unknown): Breach[] {
  const breaches: Breach[] = [];
  const list = asArray(choices);
  maxCount(breaches, ['choices'], list, DISCORD_LIMITS.autocompleteChoices);
  list.forEach((raw, i) => {
    const choice = asObject(raw) ?? {};
    if (required(breaches, ['choices', i, 'name'], choice.name)) {
      maxLength(breaches, ['choices', i, 'name'], choice.name, DISCORD_LIMITS.choiceName);
    }
    maxLength(breaches, ['choices', i, 'value'], choice.value, DISCORD_LIMITS.choiceValue);
  });
  return breaches;
}

/** A modal (interaction callback type 9). */
export function modalBreaches(modal: unknown): Breach[] {
  const data = asObject(modal) ?? {};
  const breaches: Breach[] = [];
  if (required(breaches, ['custom_id'], data.custom_id)) maxLength(breaches, ['custom_id'], data.custom_id, DISCORD_LIMITS.customId);
  if (required(breaches, ['title'], data.title)) maxLength(breaches, ['title'], data.title, DISCORD_LIMITS.modalTitle);
  maxCount(breaches, ['components'], asArray(data.components), DISCORD_LIMITS.actionRows, 1);
  return breaches;
}

/** Discord's nested `errors` object for a 50035 Invalid Form Body answer. */
export function formErrors(breaches: Breach[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const breach of breaches) {
    let node = root;
    for (const key of breach.path) {
      node = (node[String(key)] ??= {}) as Record<string, unknown>;
    }
    const list = (node._errors ??= []) as { code: string; message: string }[];
    list.push({ code: breach.code, message: breach.message });
  }
  return root;
}

export function describeBreaches(breaches: Breach[]): string {
  return breaches.map((b) => `${b.path.join('.')}: ${b.message}`).join('; ');
}

/** Files uploaded with a message: at most 10, each within the guild's limit, all together within the request's. */
export function uploadBreaches(files: readonly { filename: string; data: Buffer }[]): Breach[] {
  const breaches: Breach[] = [];
  if (files.length > DISCORD_LIMITS.attachments) {
    breaches.push({ path: ['attachments'], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${DISCORD_LIMITS.attachments} or fewer in length.` });
  }
  files.forEach((file, i) => {
    if (file.data.length > DISCORD_LIMITS.attachmentBytes) {
      breaches.push({
        path: ['attachments', i],
        code: 'BINARY_TYPE_MAX_SIZE',
        message: `File ${file.filename} exceeds the maximum size of ${DISCORD_LIMITS.attachmentBytes} bytes.`,
      });
    }
  });
  const total = files.reduce((sum, file) => sum + file.data.length, 0);
  if (total > DISCORD_LIMITS.uploadBytes) {
    breaches.push({
      path: ['attachments'],
      code: 'BINARY_TYPE_MAX_SIZE',
      message: `Request entity too large: ${total} bytes of files, at most ${DISCORD_LIMITS.uploadBytes}.`,
    });
  }
  return breaches;
}
