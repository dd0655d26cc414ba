import { resolveEntity } from './command-options.js';
import type { StoredMessage } from './messages.js';
import type { EmulatorState } from './state.js';

type Component = Record<string, unknown>;

const SELECT_TYPES = [3, 5, 6, 7, 8];
/** The option type whose resolution a user/role/mentionable/channel select shares. */
const SELECT_OPTION_TYPE: Record<number, number> = { 5: 6, 6: 8, 7: 9, 8: 7 };

/** Finds a component by custom_id anywhere in a message (action rows, or nested layouts). */
export function findComponent(message: StoredMessage, customId: string): Component {
  const all: Component[] = [];
  const collect = (list: unknown[]) => {
    for (const raw of list) {
      const component = raw as Component;
      all.push(component);
      if (Array.isArray(component.components)) collect(component.components);
      if (component.accessory) collect([component.accessory]);
    }
  };
  collect(message.components);
  const found = all.find((c) => c.custom_id === customId);
  if (!found) {
    const ids = all.map((c) => c.custom_id).filter(Boolean);
    throw new Error(`message ${message.id} has no component "${customId}" (it has: ${ids.join(', ') || 'none'})`);
  }
  return found;
}

/** `data` of a button click, refused where Discord's client would not let a user click. */
export function buttonData(message: StoredMessage, customId: string): Component {
  const button = findComponent(message, customId);
  if (button.type !== 2) throw new Error(`component ${customId} is not a button (type ${String(button.type)})`);
  if (button.disabled) throw new Error(`button ${customId} is disabled; Discord would not let a user click it`);
  if (button.style === 5 || button.style === 6) throw new Error(`button ${customId} opens a link or a purchase; it sends no interaction`);
  return { custom_id: customId, component_type: 2 };
}

/** `data` of a select-menu choice, refused where Discord's client would not send it. */
export function selectData(state: EmulatorState, message: StoredMessage, customId: string, values: string[]): Component {
  const menu = findComponent(message, customId);
  const type = Number(menu.type);
  if (!SELECT_TYPES.includes(type)) throw new Error(`component ${customId} is not a select menu (type ${type})`);
  if (menu.disabled) throw new Error(`select menu ${customId} is disabled`);
  const min = typeof menu.min_values === 'number' ? menu.min_values : 1;
  const max = typeof menu.max_values === 'number' ? menu.max_values : 1;
  if (values.length < min || values.length > max) throw new Error(`select menu ${customId} takes ${min}..${max} values, got ${values.length}`);
  if (type === 3) {
    const offered = ((menu.options ?? []) as { value: string }[]).map((o) => o.value);
    const unknown = values.filter((v) => !offered.includes(v));
    if (unknown.length > 0) throw new Error(`select menu ${customId} offers no ${unknown.join(', ')} (offers ${offered.join(', ')})`);
    return { custom_id: customId, component_type: type, values };
  }
  const resolved: Record<string, Record<string, unknown>> = {};
  for (const id of values) resolveEntity(state, message.guildId ?? '', `select ${customId}`, SELECT_OPTION_TYPE[type]!, id, resolved);
  return { custom_id: customId, component_type: type, values, resolved };
}

/**
 * `data` of a modal submitted: the text typed into each of its inputs (an input not typed in keeps the value the modal
 * was filled with), refused where Discord's client would not send it (an input the modal lacks, a required one left
 * empty, a value past its length).
 */
export function modalSubmitData(modal: Record<string, unknown>, typed: Record<string, string>): Component {
  const labels = (Array.isArray(modal.components) ? modal.components : []) as Record<string, unknown>[];
  const inputs = labels.map((label) => (label.component ?? (label.components as unknown[] | undefined)?.[0]) as Record<string, unknown>);
  const ids = inputs.map((input) => String(input.custom_id));
  const unknown = Object.keys(typed).filter((id) => !ids.includes(id));
  if (unknown.length > 0) throw new Error(`the modal has no input ${unknown.join(', ')} (it has ${ids.join(', ')})`);
  const components = inputs.map((input) => {
    const id = String(input.custom_id);
    const value = typed[id] ?? (typeof input.value === 'string' ? input.value : '');
    if (input.required !== false && value === '') throw new Error(`modal input ${id} is required`);
    if (typeof input.max_length === 'number' && value.length > input.max_length)
      throw new Error(`modal input ${id} takes ${input.max_length} characters at most`);
    return { type: 18, component: { type: 4, custom_id: id, value } };
  });
  return { custom_id: String(modal.custom_id), components };
}
