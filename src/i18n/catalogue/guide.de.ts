import type { GuideMessages } from './guide.en.js';

/** /help auf Deutsch: Deals, Tipps, das Kartenspiel und das Fortunes-Brett. */
export const guideDe: GuideMessages = {
  'help.deals.title': 'Deals zwischen Managern',
  'help.deals.offer':
    '/trade offer: deine Spieler (give), ihre (get) und Geld in beide Richtungen (was du zahlst oder verlangst). /loan offer: Leih deinen Spieler aus oder leih dir ihren, für einige Ligaspiele oder bis Saisonende, gegen eine Leihgebühr, die der Entleiher zahlt.',
  'help.deals.told':
    'Der andere Manager erfährt im Kanal, dass du ihm ein Angebot gemacht hast, aber nie die Bedingungen; die sieht er nur für sich und nimmt per Knopf an, lehnt ab oder macht ein Gegenangebot.',
  'help.deals.carriedOut':
    'Ein angenommener Deal wird vollzogen, wenn der nächste Spieltag oder die nächste Pokalrunde gespielt wird, falls er dann noch steht: Beide Vereine haben die Spieler und das Geld noch, und jeder behält {minSquad} Spieler und einen Torwart. Gibt es zwei Deals um denselben Spieler, gilt der zuerst angenommene.',
  'help.deals.closed':
    'Ab der Runde des ersten Pokal-Halbfinales (ohne Pokale in den letzten {closedWeeks} Wochen der Saison) bis zur nächsten Vorbereitung ist das Fenster zu. Offene Angebote verfallen zum Stichtag, außer du verlängerst sie mit /trade renew.',
  'help.deals.ai':
    'Ein Verein der KI antwortet sofort: Er verkauft für {premium} % über Marktwert und behält {keepSquad} Spieler und einen Torwart. Ein Leihspieler kehrt von selbst zurück und kann vom Entleiher weder verkauft noch auf die Transferliste gesetzt werden.',

  'help.predictions.title': 'Tipps und Erinnerungen',
  'help.predictions.who':
    'Jeder auf dem Server kann mittippen, Manager oder nicht: Mit `/predict score` tippst du vor dem Stichtag ein Spiel dieser Woche, an dem ein Managerverein beteiligt ist. Bis dahin kannst du ihn ändern; nur du siehst ihn.',
  'help.predictions.points':
    '{exact} Punkte für das genaue Ergebnis, {result} für die richtige Tendenz. `/predict mine` zeigt deine Tipps, `/predict table` die Tipprunde der Saison (Manager sind markiert), und der Wochenbericht nennt den besten Tipper.',
  'help.predictions.remind':
    '`/remind me hours:` schickt dir so lange vor jedem Stichtag eine Direktnachricht, wenn du noch nicht `/ready` gemeldet (oder, ohne eigenen Verein, nicht getippt) hast. `/remind off` stellt das ab. Sind deine Direktnachrichten zu, gehen die Erinnerungen aus und du erfährst es hier.',

  'help.cards.title': 'Das Kartenspiel',
  'help.cards.cards':
    'Jede Karte ist ein Spieler: Ihr Wert ist sein Platz auf dem Feld (Tor 1; Abwehr 2 3 4; Mittelfeld 5 6 7; Angriff 8 9 10), ihre Farbe seine Stärke, 4 für die höchste Farbe bis 1; die Rangfolge der Farben wechselt jede Saison. Buben, Damen und Könige sind Systeme.',
  'help.cards.deal':
    'Das Austeilen: eine Bildkarte und sieben weitere, dazu 20 £. Mit /keep behältst du, was du willst (mindestens eine Bildkarte); nach der Eröffnungsauktion kostet jeder behaltene Spieler 1 £ pro Stärke, Systeme nichts.',
  'help.cards.play':
    '/play: ein System, ein Ass im Tor und vier Spieler, jeder auf seinem Platz oder einem daneben; +1 Stärke auf dem eigenen Platz, +1 mit zwei Mitspielern neben ihm. Einen Platz, den du nicht besetzen kannst, füllt ein Ersatzmann mit Stärke 0.',
  'help.cards.duel':
    'Jeder Spieler duelliert sich mit dem gegenüberliegenden Platz (12 − n): Gewinnt die Abwehr, verhindert sie ein Tor, das Mittelfeld bringt ein halbes Tor in jede Richtung, der Angriff trifft einmal; ohne Gegenspieler das Doppelte. Ein Torwart ab Stärke 4 hält zwei, mit 1 bis 3 eins. Die Gäste starten mit −2. Dann zieht jede Seite eine Glückskarte: +1 für die höchste Farbe, −1 für die niedrigste, und der Spieler auf ihrem Platz fällt fürs nächste Spiel verletzt aus.',
  'help.cards.auction':
    'Nach jeder Runde kommen die Lose per verdecktem Gebot unter den Hammer (/auction): Geld und Spielerkarten, die so viele Pfund wert sind wie ihre Stärke. 1 £ Zuschauereinnahmen pro Runde, 1 £ mehr, wenn du nichts gekauft hast.',
  'help.cards.trades':
    'Tauschgeschäfte (nach der Eröffnungsauktion): /trade offer give:"9H" get:"KD" money: — der andere Manager nimmt per Knopf an; vollzogen wird beim nächsten Schritt, wenn beide die Karten und das Geld noch haben und jeder eine Bildkarte behält.',
  'help.cards.season':
    'Saison: Liga 20 £ und 10 £, Pokal 15 £ und 5 £; 2 Titelpunkte für die Meisterschaft, 1 für den Pokal. Wer nach den vereinbarten Saisons die meisten Punkte hat, gewinnt. /hand zeigt deine Karten nur dir.',

  'help.fortunes.title': 'Das Fortunes-Brett über einer Footy-Manager-Liga',
  'help.fortunes.roll':
    'Jede Woche beginnt mit einem Würfelwurf: /fortune show zeigt dir das Feld, auf dem du landest; es wird vor den Spielen ausgespielt.',
  'help.fortunes.wages':
    'Gehälter: Die Gesamtstärke deines Kaders bestimmt die Rechnung, {lowest} bis {highest} pro Landung. Sponsoring bringt {sponsorship}. Sonntag und Start: nichts.',
  'help.fortunes.crisis': 'Krise: {fine} Geldstrafe, und der Beste aus dem Mannschaftsteil, den du wählst (/fortune crisis), geht an die Bank.',
  'help.fortunes.cards':
    'Managerglück und Aufstellungssorgen ziehen eine Karte. Die Bank hat {immunity} Immunitätskarten; eine hebt schädliche Aufstellungssorgen auf (/fortune immunity).',
  'help.fortunes.bank':
    'Bankfinanzierung: Verkauf Spieler für {buysAt} % ihres Werts an die Bank, elf und ein Torwart müssen bleiben (/fortune bank_sell). Die Bank verkauft ihre Spieler für {sellsAt} % oder mehr, per verdecktem Gebot (/fortune bid).',
  'help.fortunes.auction':
    'Auktion und 50-%-Auktion: Das beste Los im Pool geht an das höchste verdeckte Gebot; wer als Sieger nicht zahlen kann, verliert die Hälfte seines Geldes.',
  'help.fortunes.debt':
    'In den Miesen, wenn die Woche gespielt wird? Gleich das bis zur nächsten Woche aus, sonst verkauft die Bank deine Spieler (/fortune debt_order), und reicht das nicht, musst du zurücktreten.',
  'help.fortunes.points':
    'Spielpunkte (/league points) gibt es für Tabellenplatz, Aufstieg, Abstieg und das Geld am Ende; wer die meisten Punkte hat, gewinnt.',
};
