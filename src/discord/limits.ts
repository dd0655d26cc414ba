/** Discord's message limits (discord.com/developers/docs/resources/message#embed-object-embed-limits). */
export const LIMITS = {
  content: 2000,
  embedsPerMessage: 10,
  /** Sum over every embed in one message: titles, descriptions, field names and values, footers, author names. */
  embedTotal: 6000,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  authorName: 256,
  customId: 100,
  buttonLabel: 80,
  selectOptions: 25,
  selectLabel: 100,
  choices: 25,
  choiceName: 100,
  buttonsPerRow: 5,
  actionRows: 5,
} as const;
