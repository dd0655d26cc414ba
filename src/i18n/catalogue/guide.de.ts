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
  'guide.title.league': 'So wird {league} gespielt',
  'guide.title.dugout': 'So wird Dugout gespielt',
  'guide.group.club': '1. Dein Verein',
  'guide.club.squad': '`/squad`: deine Spieler mit Stärke, Form und Fitness (oder die eines anderen Vereins)',
  'guide.club.player': '`/player`: Steckbrief eines Spielers mit Form, Training und Marktwert',
  'guide.club.finances': '`/finances`: dein Geld, die Gehälter und die Buchungen',
  'guide.club.news': '`/news`: dein Ergebnis, dein Tabellenplatz und was letzte Woche bei deinem Verein los war (nur du siehst es)',
  'guide.group.orders': '2. Deine Anweisungen',
  'guide.orders.select': '`/select`: System und Startelf, mit dem Spielfeld als Bild',
  'guide.orders.train': '`/train`: ein Trainingsplan für einen Spieler',
  'guide.orders.stadium': '`/stadium`: einen Tribünenrang bauen',
  'guide.orders.staff': '`/staff`: Mitarbeiter im Trainerstab einstellen oder entlassen',
  'guide.orders.sponsor': '`/sponsor`: der Sponsorenvertrag, in der Vorbereitung',
  'guide.orders.fortune': '`/fortune`: dein Feld auf dem Fortunes-Brett und was du dort wählen kannst (`/help topic:fortunes`)',
  'guide.group.market': '3. Der Transfermarkt',
  'guide.market.bid': '`/market` und `/bid`: die Transferliste und verdeckte Gebote',
  'guide.market.sell': '`/sell`, `/unlist`: einen Spieler auf die Liste setzen oder wieder herunternehmen',
  'guide.market.scout': '`/scout`: den Chefscout nach einem bestimmten Spielertyp suchen lassen',
  'guide.group.deals': '4. Deals mit anderen Vereinen',
  'guide.deals.trade':
    '`/trade offer`: Spieler und Geld in beide Richtungen, mit einem Manager oder einem KI-Verein; `/trade list` zeigt deine Angebote',
  'guide.deals.loan': '`/loan offer`: einen Spieler gegen Gebühr ausleihen oder verleihen',
  'guide.group.cups': '5. Pokale',
  'guide.cups.cup': '`/cup`: Auslosungen, dein nächstes Spiel, Ergebnisse und der Turnierbaum',
  'guide.group.league': '{number}. Die Liga',
  'guide.league.tables': '`/league table`, `/league fixtures`, `/league results`: Tabellen, Spielplan und Ergebnisse',
  'guide.league.status': '`/league status`: der Spieltag, der Stichtag und wer fertig ist; `/league settings` die Einstellungen der Liga',
  'guide.league.history': '`/league history`, `/league web`: vergangene Saisons und die Webseite der Liga',
  'guide.league.predict': '`/predict`: jeder tippt die Ergebnisse der Woche; `/remind me`: eine Direktnachricht vor dem Stichtag',
  'guide.league.profile': '`/profile`: die Laufbahn eines Managers auf diesem Server: Vereine, Saisons, Titel und Siegquote',
  'guide.group.done': '{number}. Fertig',
  'guide.done.ready': '`/ready`: deine Anweisungen prüfen und melden, dass du für diese Woche fertig bist',
  'guide.noLeague': 'In diesem Kanal läuft keine Liga; ein Mitglied mit „Server verwalten“ gründet eine mit `/league create`.',
  'guide.deadlines': 'Stichtage: {schedule}.',
  'guide.deadlineAtStart': 'Der nächste Stichtag wird festgelegt, wenn die Saison beginnt.',
  'guide.nextDeadline': 'Nächster Stichtag: {full} ({relative}), in deiner Ortszeit.',
  'guide.week.orders': 'Jede Woche gibt jeder Manager mit den Befehlen unten seine Anweisungen und meldet sich dann mit `/ready`.',
  'guide.week.played':
    'Gespielt wird, sobald alle Manager fertig sind (wenn die Liga früher spielt) oder der Stichtag vorbei ist; wer nichts angewiesen hat, dem nimmt die KI das ab.',
  'guide.week.posted': 'Spiele, Tabellen und Transfernews erscheinen danach in diesem Kanal.',
  'guide.week.cups':
    'Pokalrunden sind eigene Schritte zwischen den Ligaspieltagen: Anweisungen, `/ready` und der Stichtag funktionieren wie an einem Spieltag; `/cup` zeigt Auslosungen und Ergebnisse.',
  'guide.rules': 'Die Regeln in Kürze',
  'guide.rules.divisions': 'Vier Ligen mit je acht Vereinen, {weeks} Spieltage pro Saison; {win} Punkte für einen Sieg, {draw} für ein Remis.',
  'guide.rules.ability':
    'Ein Spieler spielt mit seiner Stärke, verändert durch Form und Position; Training dauert Wochen und braucht den richtigen Trainerstab.',
  'guide.rules.money':
    'Heimspiele bringen Zuschauereinnahmen; Gehälter und Ausbauten kosten Geld. Ein Verein in den Miesen kann weder kaufen noch einstellen.',
  'guide.rules.promotion': 'Am Saisonende steigen die besten {promoted} jeder Liga auf und die letzten {relegated} ab.',
  'guide.rules.topics': '`/help topic:` erklärt jede Regel mit den Zahlen dieser Liga: Aufstellung, Training, Transfers, Deals und mehr.',
  'guide.rules.houseRules': 'Alle Hausregeln samt Begründung: {link}',
  'guide.cards.group.cards': '1. Deine Karten',
  'guide.cards.hand': '`/hand`: deine Karten und dein Geld (nur du siehst sie)',
  'guide.cards.keep': '`/keep`: die Karten, die du vom Austeilen behältst',
  'guide.cards.group.play': '2. Spielen und kaufen',
  'guide.cards.play': '`/play`: ein System, ein Ass im Tor und vier Spieler',
  'guide.cards.auction': '`/auction`: verdeckte Gebote auf die Lose nach jeder Runde',
  'guide.cards.group.done': '3. Fertig',
  'guide.cards.ready': '`/ready`: melden, dass du für diese Runde fertig bist',
  'guide.cards.tables': '`/league table` und `/cup`: Liga und Pokal bis jetzt',
  'guide.cards.orders': 'Jede Runde spielt jeder Manager mit den Befehlen unten seine Karten aus und meldet sich dann mit `/ready`.',
  'guide.cards.played': 'Gespielt wird, sobald alle Manager fertig sind (wenn die Liga früher spielt) oder der Stichtag vorbei ist.',
  'guide.cards.rules': '`/help topic:cards` erklärt das Kartenspiel in ein paar Zeilen.',
  'guide.schedule.interval': '{hours, plural, one {jede Stunde} other {alle # Stunden}}',
  'guide.schedule.days': '{days} um {time} Uhr ({zone})',
  'guide.fortunesGame.group.square': '1. Dein Feld',
  'guide.fortunesGame.show':
    '`/fortune show`: dein Feld, die nächsten Felder, die für dich gezogenen Karten, die Lose und deine Immunität (nur du siehst es)',
  'guide.fortunesGame.choices': '`/fortune crisis` · `/fortune bank_sell` · `/fortune bid` · `/fortune immunity`: was dein Feld dich wählen lässt',
  'guide.fortunesGame.group.side': '2. Deine Elf',
  'guide.fortunesGame.squad': '`/squad`: deine Karten nach Mannschaftsteilen, mit Sternen',
  'guide.fortunesGame.select': '`/select`: dein 4-3-3 aus deinen Karten, per Menü',
  'guide.fortunesGame.group.done': '3. Fertig',
  'guide.fortunesGame.ready': '`/ready`: melden, dass du für diesen Zug fertig bist',
  'guide.fortunesGame.points': '`/league points`: die Spielpunkte; die Zehnertabelle erscheint nach jeder Ligarunde',
  'guide.fortunesGame.board':
    'Football Fortunes, das Brettspiel: In jedem Zug ziehen die Würfel jeden Manager über das Brett, danach wird eine Liga- oder Pokalrunde gespielt.',
  'guide.fortunesGame.orders':
    'Gib mit den Befehlen unten deine Anweisungen und melde dich dann mit `/ready`. Gespielt wird, sobald alle Manager fertig sind (wenn die Liga früher spielt) oder der Stichtag vorbei ist; wer nichts angewiesen hat, für den gelten die Voreinstellungen.',
  'guide.fortunesGame.rules': '`/help topic:fortunes` erklärt das Spiel in ein paar Zeilen.',
  'help.fortunesGame.title': 'Football Fortunes, das Brettspiel',
  'help.fortunesGame.league':
    'Eine Liga mit zehn Vereinen: die der Manager und die des Computers, mit Hin- und Rückspiel, dazu der F.A. Cup und ab der zweiten Saison Europa. Jede Liga- und Pokalrunde ist ein Zug auf dem Brett.',
  'help.fortunesGame.side':
    'Deine Elf spielt immer ein 4-3-3 aus deinen Karten (/select). Die Abwehr zählt die Sterne von Torwart und Verteidigern, der Angriff die von Mittelfeld und Sturm; ein Allrounder spielt überall, im Tor für einen Stern. Ein Spieler ist {star} pro Stern wert.',
  'help.fortunesGame.squares':
    'Die Felder: Gehälter ({wage} pro Stern deines Kaders), Sponsoring ({sponsorship}), Managerglück und Aufstellungssorgen (eine Karte, die du vor deinen Anweisungen siehst), Auktion und 50-%-Auktion (die oberste Karte der Auktionsliste, verdeckte Gebote mit /fortune bid), Bankfinanzierung (Verkauf an die Bank für ¾ des Werts), Krise ({fine} Geldstrafe, und dein bester Spieler aus einem Mannschaftsteil deiner Wahl geht an die Bank), Sonntag.',
  'help.fortunesGame.bank':
    'Die Bank verkauft ihre Karten in jedem Zug für das 1,5-Fache ihres Werts oder mehr (/fortune bid). Wer ein Gebot gewinnt und nicht zahlen kann, verliert die Hälfte seines Geldes.',
  'help.fortunesGame.immunity':
    'Immunität: Die Bank hat sechs Karten. Eine Aufstellungssorgen-Karte kann dir eine zuteilen; mit /fortune immunity use:True hebst du dann eine schädliche Aufstellungssorge auf, die dir gezeigt wird.',
  'help.fortunesGame.out':
    'Ein Verein, der nicht zahlen kann, auch nicht durch Spielerverkäufe, scheidet aus: Sein Manager tritt zurück. Spielpunkte jede Saison: Tabellenplatz, gewonnene Pokalrunden und Titel sowie das Geld am Ende; wer nach der letzten Saison die meisten hat, gewinnt.',
};
