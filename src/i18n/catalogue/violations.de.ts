import type { ViolationMessages } from './violations.en.js';

/** Die Absagen der Regeln auf Deutsch: so, wie ein Manager sie hören will, mit dem, was er stattdessen tun kann. */
export const violationsDe: ViolationMessages = {
  'violation.unknown-player': 'Einen Spieler mit der Kennung {id} gibt es nicht.',
  'violation.not-your-player': '{player} spielt nicht für deinen Verein.',

  'violation.substitutions-need-detailed': 'Auswechslungen gibt es nur in Ligen mit der detaillierten Spiel-Engine; nimm sie wieder raus.',
  'violation.substitutions-too-many': 'Gib höchstens {max} Wechselanweisungen.',
  'violation.substitution-twice': '{player} kann nur einmal eingewechselt werden; gib ihm eine einzige Anweisung.',
  'violation.substitution-minute': 'Ein Wechsel braucht eine Minute zwischen 1 und 90 ({on} für {off}).',

  'violation.training-injured':
    '{player} fällt noch {weeks, plural, one {# Woche} other {# Wochen}} verletzt aus und muss Fitnesstraining (FIT) machen, bis er wieder fit ist.',
  'violation.training-potential-reached':
    '{player} hat sein Potenzial ausgeschöpft, stärker wird er nicht mehr; lass ihn stattdessen Form oder eine neue Position trainieren.',
  'violation.training-needs-head-coach':
    'Für eine neue Position brauchst du einen Cheftrainer; stell erst einen ein oder lass {player} Form oder Stärke trainieren.',
  'violation.training-goalkeeper-position': '{player} ist Torwart; nur Feldspieler können auf eine neue Position umschulen.',
  'violation.training-already-has-position': '{player} kann schon {position} spielen.',

  'violation.keep-listed-not-preseason':
    'Über Wechselwünsche wird in der Vorbereitung entschieden; dann legst du fest, ob er auf der Transferliste bleibt.',
  'violation.keep-listed-not-requested': '{player} steht nicht auf eigenen Wunsch auf der Liste; setz ihn stattdessen mit /verkaufen drauf.',
  'violation.sponsor-not-preseason':
    'Sponsorenverträge werden in der Vorbereitung unterschrieben; such dir dann einen Ein- oder Zweijahresvertrag aus.',
  'violation.sponsor-years': 'Ein Sponsorenvertrag läuft ein oder zwei Jahre.',

  'violation.staff-unknown-role': 'Eine Stelle „{name}“ gibt es im Betreuerstab nicht.',
  'violation.staff-none-to-fire': 'Du hast keinen {role}, den du entlassen könntest.',
  'violation.staff-already-employed': 'Du hast schon einen {role}; jeder Posten im Stab ist nur einmal besetzt.',
  'violation.staff-in-debt': 'Dein Verein steckt in den Miesen: Neue Leute gibt es erst wieder, wenn der Kontostand über null ist.',
  'violation.staff-unaffordable':
    'Die Neuen kosten diese Woche {cost, number, ::currency/GBP precision-integer}, auf dem Konto sind aber nur {balance, number, ::currency/GBP precision-integer}; stell weniger Leute ein.',

  'violation.build-no-stadium': 'Nur ein Verein mit menschlichem Manager hat ein Stadion, an dem er bauen kann.',
  'violation.build-in-debt': 'Dein Verein steckt in den Miesen: Gebaut wird erst wieder, wenn der Kontostand über null ist.',
  'violation.boxes-need-all-seater':
    'VIP-Logen gibt es nur in einem reinen Sitzplatzstadion: Mach erst aus jedem Stehrang und jedem Erdwall Sitzplätze.',
  'violation.build-unaffordable':
    'Der Bau kostet {cost, number, ::currency/GBP precision-integer}, auf dem Konto sind aber nur {balance, number, ::currency/GBP precision-integer}; bau diese Woche weniger.',
  'violation.build-adds-nothing': 'Rang {tier} der {stand} hat schon {kind}: Ein Neubau bringt keinen einzigen Platz mehr.',
  'violation.build-seating-rule':
    'Nach diesen Bauten hätte das Stadion {seating, number} Sitz- und {standing, number} Stehplätze (Erdwälle zählen als Stehplätze); ab dem ersten Ausbau muss es mehr Sitz- als Stehplätze geben.',
  'violation.build-seating-fix':
    'Ein Bau, der die Regel erfüllt: {stand}, Rang {tier}, Sitzplätze ({cost, number, ::currency/GBP precision-integer}).',
  'violation.build-seating-no-fix':
    'Mit dem restlichen Geld bringt dich kein einzelner Sitzplatzbau dahin; bau weniger Stehplätze oder spar auf Sitzplätze.',
  'violation.build-unknown-stand': 'Einen Rang {tier} mit {kindName} auf einer Tribüne namens „{name}“ gibt es nicht.',
  'violation.build-in-progress': 'An der {stand} wird schon gebaut; warte, bis die Arbeiten fertig sind.',
  'violation.build-needs-inner-tier': 'Für Rang {tier} der {stand} muss erst Rang {inner} stehen.',
  'violation.build-mixed-kinds': 'Die {stand} hat {kind}: Eine Tribüne mischt nie Sitz- und Stehplätze, also bekommt auch Rang {tier} {kind}.',

  'violation.scout-not-listing-week':
    'Der Chefscout redet bei der wöchentlichen Transferliste mit, und die gibt es nur an den Spieltagen der Saison; frag ihn dann.',
  'violation.scout-not-employed':
    'Nur ein Verein mit Chefscout kann bei seinem Neuzugang auf der Liste mitreden; stell erst einen mit /stab einstellen ein.',
  'violation.scout-shift-not-allowed':
    'Der Chefscout dreht an genau einer Stellschraube: das Alter um bis zu zwei Stufen der Alterstabelle, Position oder Stärke um einen Wurf nach oben oder unten.',

  'violation.sale-on-loan': '{player} ist nur an deinen Verein ausgeliehen: Er geht zurück zu seinem Verein und kann nicht auf die Liste.',
  'violation.sale-unknown-mode': '„{mode}“ ist keine Art zu verkaufen; wähl voller Wert, Schnellverkauf oder von der Liste nehmen.',
  'violation.sale-not-listed': '{player} steht nicht auf der Transferliste.',
  'violation.sale-stays-listed':
    '{player} steht auf der Liste, weil {why, select, tooGood {er zu gut für die Liga ist} other {er wechseln will}}; er bleibt drauf, zum vollen Wert oder für einen Schnellverkauf.',

  'violation.bid-not-player-club': 'Nur ein Verein mit menschlichem Manager kann für Spieler bieten.',
  'violation.bid-in-debt': 'Dein Verein steckt in den Miesen: Einkaufen ist erst wieder drin, wenn der Kontostand über null ist.',
  'violation.bid-not-listed': '{player} steht nicht auf der Transferliste; bieten kannst du nur für Spieler, die drauf stehen.',
  'violation.bid-own-player': '{player} ist dein eigener Spieler; nimm ihn von der Liste, statt für ihn zu bieten.',
  'violation.bid-too-low': 'Die Ablöse für {player} liegt bei {price, number, ::currency/GBP precision-integer}; weniger geht nicht.',
  'violation.bid-above-balance':
    'Dein Gebot von {amount, number, ::currency/GBP precision-integer} für {player} übersteigt den Kontostand des Vereins von {balance, number, ::currency/GBP precision-integer}.',
  'violation.bids-above-balance':
    'Deine Gebote kommen zusammen auf {total, number, ::currency/GBP precision-integer}, auf dem Konto sind aber nur {balance, number, ::currency/GBP precision-integer}; jedes Gebot kann den Zuschlag bekommen, also biete für weniger Spieler.',
  'violation.bid-twice': 'Ein Gebot pro Spieler; gib dein höchstes ab.',

  'violation.formation-unknown': '{formation} ist kein System; nimm eins von {formations}.',
  'violation.lineup-shape': 'Ein {formation} braucht einen Torwart und {lines} Spieler, Reihe für Reihe.',
  'violation.lineup-duplicate': '{player} steht zweimal in der Aufstellung; jeder Spieler nur einmal.',
  'violation.player-injured': '{player} fällt noch {weeks, plural, one {# Woche} other {# Wochen}} verletzt aus; stell jemand anderen auf.',
  'violation.winger-cannot-play': '{player} kann nicht {slot} spielen, und das muss ein Flügelstürmer im {formation}.',
  'violation.youth-fill-too-many':
    'Jugendspieler füllen nur Plätze, die dein fitter Kader nicht besetzen kann: Besetz noch {places, plural, one {# Platz} other {# Plätze}} mit eigenen Spielern.',
  'violation.formation-needs-wingers':
    'Ein {formation} braucht zwei fitte Spieler, die {slot} spielen können; du hast {able}. Nimm ein anderes System.',
  'violation.tactic-formation': '{tactic} geht nur in diesen Systemen: {formations}; du spielst {formation}.',
  'violation.tactic-minute': '{tactic} braucht eine Startminute zwischen 1 und 90.',
  'violation.formation-no-fit-xi': 'Mit deinen fitten Spielern bekommst du kein {formation} zusammen. Probier ein anderes System.',
  'violation.tactics-need-xi': 'Stell erst mit /aufstellung deine Elf auf, bevor du ihr eine Taktik gibst.',
  'violation.pick-formation-first': 'Wähl erst ein System.',

  'violation.not-a-fortunes-league': 'In dieser Liga liegt kein Fortunes-Brett.',
  'violation.not-a-fortunes-league-create':
    'In dieser Liga liegt kein Fortunes-Brett: Ein Admin legt es mit /liga gründen brettspiel:True über eine neue Footy-Manager-Liga.',
  'violation.fortune-bank-not-this-week': 'An die Bank verkaufen kannst du nur in einer Woche, in der du auf „Bank Finance“ landest.',
  'violation.fortune-squad-too-small': 'Dann blieben dir {left} Spieler; du brauchst mindestens {least}, um antreten zu können.',
  'violation.fortune-squad-needs-goalkeeper': 'Dann stündest du ohne Torwart da; behalte einen.',
  'violation.fortune-loaned-in': '{player} ist nur an dich ausgeliehen; verkaufen kannst du ihn nicht.',
  'violation.fortune-not-in-bank': '{player} ist nicht bei der Bank zu haben.',
  'violation.fortune-resigned-bid': 'Du bist zurückgetreten; bieten kannst du nicht mehr.',
  'violation.fortune-below-bank-price': 'Die Bank gibt {player} erst ab {price, number, ::currency/GBP precision-integer} her.',
  'violation.fortune-not-in-pool': 'Dieser Spieler ist nicht im Auktionstopf.',
  'violation.fortune-bid-below-step': 'Biete mindestens {step, number, ::currency/GBP precision-integer}.',
  'violation.fortune-bid-multiple': 'Auf dem Feld „50% Auction“ bietest du in Schritten von {step, number, ::currency/GBP precision-integer}.',
  'violation.fortune-resigned-orders': 'Du bist zurückgetreten; Fortunes-Anweisungen kannst du keine mehr geben.',
  'violation.fortune-unknown-section': 'Nenn einen Mannschaftsteil: Tor, Abwehr, Mittelfeld oder Angriff.',
  'violation.fortune-no-immunity': 'Du hast keine Immunitätskarte.',
  'violation.fortune-not-a-lot': 'Dieser Spieler ist diese Woche nicht unter den Auktionslosen.',
  'violation.fortune-own-players-only': 'Nenn nur Spieler deines eigenen Vereins.',

  'violation.term.position.CB': 'Innenverteidiger',
  'violation.term.position.SB': 'Außenverteidiger',
  'violation.term.position.CM': 'zentrales Mittelfeld',
  'violation.term.position.SM': 'Außenbahn',
  'violation.term.position.CF': 'Mittelstürmer',
  'violation.term.stand.north': 'Nordtribüne',
  'violation.term.stand.south': 'Südtribüne',
  'violation.term.stand.east': 'Osttribüne',
  'violation.term.stand.west': 'Westtribüne',
  'violation.term.stand.northEast': 'Nordost-Ecke',
  'violation.term.stand.northWest': 'Nordwest-Ecke',
  'violation.term.stand.southEast': 'Südost-Ecke',
  'violation.term.stand.southWest': 'Südwest-Ecke',
  'violation.term.slot.CF+SM': 'sowohl Mittelstürmer als auch Außenbahn',
  'violation.term.slot.SB+SM': 'sowohl Außenverteidiger als auch Außenbahn',
  'violation.term.tactic.rebound': 'Abpraller',
  'violation.term.tactic.backsToTheWall': 'Mauern',
  'violation.term.kind.seating': 'Sitzplätze',
  'violation.term.kind.standing': 'Stehplätze',
};
