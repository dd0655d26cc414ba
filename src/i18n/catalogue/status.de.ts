import type { StatusMessages } from './status.en.js';

/** /squad, /league status und die Übersicht von /ready auf Deutsch. */
export const statusDe: StatusMessages = {
  'form.slump': '↓↓ Formtief',
  'form.poor': '↓ formschwach',
  'form.good': '↑ gut drauf',
  'form.hot': '↑↑ Topform',
  'legend.form': 'Form ↓↓ Formtief (−0,5 im Spiel), ↓ formschwach, ↑ gut drauf, ↑↑ Topform (+0,5)',
  'legend.ability': 'Stärke 5–10',

  'squad.position.GK': 'Torhüter',
  'squad.position.CB': 'Innenverteidiger',
  'squad.position.SB': 'Außenverteidiger',
  'squad.position.CM': 'Zentrales Mittelfeld',
  'squad.position.SM': 'Außenbahn',
  'squad.position.CF': 'Sturm',
  'squad.age': '{age} Jahre',
  'squad.injured': 'verletzt, fällt noch {weeks, plural, one {# Woche} other {# Wochen}} aus',
  'squad.niggle': 'angeschlagen (nur Fitnesstraining)',
  'squad.training.none': 'Kein Training',
  'squad.training.plan':
    '{plan, select, FRM {Formtraining} ABL {Stärketraining} FIT {Fitnesstraining} RST {Pause} CB {Umschulung zum Innenverteidiger} SB {Umschulung zum Außenverteidiger} CM {Umschulung fürs zentrale Mittelfeld} SM {Umschulung für die Außenbahn} other {Umschulung zum Mittelstürmer}}',
  'squad.training.progress': '{plan}, Woche {week} von {weeks}',
  'squad.listed':
    'auf der Transferliste für {price, number, ::currency/GBP precision-integer} ({mode, select, quick {Schnellverkauf} other {voller Marktwert}})',
  'squad.onLoanFrom': 'ausgeliehen von {club}',
  'squad.loanedAt': 'verliehen an {club}, {back}',
  'squad.loanBack.seasonEnd': 'bis Saisonende',
  'squad.loanBack.after': 'zurück nach {matches, plural, one {einem Spiel} other {# Spielen}}',
  'squad.outOnLoan': 'Verliehen',
  'squad.outOnLoan.notSelectable': '(nicht aufstellbar)',
  'squad.standingLineup': 'Stammelf: {formation}',
  'squad.noLineup': 'Noch keine Aufstellung: Stell deine Elf mit /select auf.',
  'squad.noPlayers': 'Keine Spieler.',
  'squad.footer.players': '{count, plural, one {# Spieler} other {# Spieler}}',
  'squad.footer.training': 'Training: der Plan und seine Woche',
  'squad.footer.marks': '* Potenzial ausgeschöpft · † hört am Saisonende auf',
};
