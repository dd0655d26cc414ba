import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClubOrders } from '../../src/engine/model/orders.js';
import { COMMANDS_DIR, loadCommands } from '../../src/discord/loader.js';

/**
 * Every order the rules allow can be given from Discord. The kinds of order
 * come from the engine's ClubOrders type, the use cases from the code of
 * src/league (every exported function that ends in a write to the orders or
 * bids tables), and the ways in from the command files the loader registers:
 * a kind with no registered command reaching a use case that writes it, or a
 * use case no command reaches, fails here.
 */

/** Type-checked both ways: a key added to ClubOrders does not compile until it is named here. */
const ORDER_KINDS = {
  training: true,
  selection: true,
  bids: true,
  sales: true,
  builds: true,
  executiveBoxes: true,
  hire: true,
  fire: true,
  sponsorYears: true,
  scout: true,
  keepListed: true,
  fortune: true,
  deals: true,
} as const satisfies Record<keyof ClubOrders, true>;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ORDER_TABLES = new Set(['orders', 'bids']);
const TABLE_WRITES = new Set(['insertInto', 'deleteFrom', 'updateTable']);

type Unit = ts.FunctionDeclaration | ts.VariableDeclaration | ts.MethodDeclaration | ts.ClassDeclaration;

/**
 * Use cases that hold a game mode object and so, to this analysis, reach every one of its methods, though they call
 * only those that read: a replay plays the stored orders in memory and writes nothing.
 */
const READS_THROUGH_A_MODE = new Set(['replayLeague']);

/** A game mode object (`export const football: GameMode<...> = { ... }`). */
function isGameMode(unit: Unit): boolean {
  return ts.isVariableDeclaration(unit) && unit.type !== undefined && /^GameMode\b/.test(unit.type.getText());
}

function isUnit(node: ts.Node): node is Unit {
  return ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node) || ts.isMethodDeclaration(node) || ts.isClassDeclaration(node);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

/** The project's code as the compiler sees it, with the references between its functions. */
class CodeGraph {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  private readonly references = new Map<ts.Node, Set<Unit>>();

  constructor(files: string[]) {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(ROOT, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    );
    if (!config) throw new Error('tsconfig.json could not be read');
    this.program = ts.createProgram({ rootNames: files, options: config.options });
    this.checker = this.program.getTypeChecker();
  }

  file(absolute: string): ts.SourceFile {
    const file = this.program.getSourceFile(absolute);
    if (!file) throw new Error(`${absolute} is not in the program`);
    return file;
  }

  private inProject(node: ts.Node): boolean {
    const name = node.getSourceFile().fileName;
    return !name.includes('/node_modules/') && (name.includes('/src/') || name.includes('/commands/'));
  }

  /** The project's functions, variables and classes that the code of `node` names. */
  referencedBy(node: ts.Node): Set<Unit> {
    const known = this.references.get(node);
    if (known) return known;
    const found = new Set<Unit>();
    this.references.set(node, found);
    const visit = (child: ts.Node): void => {
      if (ts.isIdentifier(child)) {
        // `{ football }` names the variable football, which the checker gives as the shorthand's value symbol.
        const shorthand = ts.isShorthandPropertyAssignment(child.parent) && child.parent.name === child;
        let symbol = shorthand ? this.checker.getShorthandAssignmentValueSymbol(child.parent) : this.checker.getSymbolAtLocation(child);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
        for (const declaration of symbol?.declarations ?? []) {
          if (isUnit(declaration) && declaration !== node && this.inProject(declaration)) found.add(declaration);
        }
      }
      ts.forEachChild(child, visit);
    };
    ts.forEachChild(node, visit);
    return found;
  }

  /** Everything `roots` reach, following references from unit to unit; a unit `stop` picks is reached but not followed. */
  closure(roots: Iterable<ts.Node>, stop: (unit: Unit) => boolean = () => false): Set<Unit> {
    const seen = new Set<Unit>();
    const queue = [...roots];
    while (queue.length > 0) {
      for (const unit of this.referencedBy(queue.pop()!)) {
        if (seen.has(unit)) continue;
        seen.add(unit);
        if (!stop(unit)) queue.push(unit);
      }
    }
    return seen;
  }

  /** Kysely calls such as `.insertInto('orders')` in a unit's own code. */
  writesOrderTables(unit: Unit): boolean {
    let writes = false;
    const visit = (child: ts.Node): void => {
      if (
        ts.isCallExpression(child) &&
        ts.isPropertyAccessExpression(child.expression) &&
        TABLE_WRITES.has(child.expression.name.text) &&
        child.arguments[0] &&
        ts.isStringLiteral(child.arguments[0]) &&
        ORDER_TABLES.has(child.arguments[0].text)
      ) {
        writes = true;
      }
      ts.forEachChild(child, visit);
    };
    visit(unit);
    return writes;
  }

  /** The kinds of order a unit's own code names, as a string ('scout') or as an object key ({ scout: ... }). */
  kindsNamed(unit: Unit, kinds: ReadonlySet<string>): Set<string> {
    const named = new Set<string>();
    const visit = (child: ts.Node): void => {
      if (ts.isStringLiteral(child) && kinds.has(child.text)) named.add(child.text);
      if ((ts.isPropertyAssignment(child) || ts.isShorthandPropertyAssignment(child)) && ts.isIdentifier(child.name) && kinds.has(child.name.text)) {
        named.add(child.name.text);
      }
      ts.forEachChild(child, visit);
    };
    visit(unit);
    return named;
  }

  exportedFunctions(file: ts.SourceFile): Unit[] {
    const symbol = this.checker.getSymbolAtLocation(file);
    if (!symbol) return [];
    return this.checker
      .getExportsOfModule(symbol)
      .map((s) => (s.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(s) : s))
      .flatMap((s) => s.declarations ?? [])
      .filter((d): d is ts.FunctionDeclaration => ts.isFunctionDeclaration(d) && d.getSourceFile() === file);
  }

  /** The property names of an exported interface, as the compiler resolves them. */
  interfaceKeys(file: ts.SourceFile, name: string): string[] {
    const declaration = file.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
    if (!declaration) throw new Error(`${name} is not declared in ${file.fileName}`);
    return this.checker.getPropertiesOfType(this.checker.getTypeAtLocation(declaration)).map((p) => p.name);
  }
}

function unitName(unit: Unit): string {
  return `${unit.name && ts.isIdentifier(unit.name) ? unit.name.text : '(anonymous)'} (${path.relative(ROOT, unit.getSourceFile().fileName)})`;
}

describe('every kind of order can be given from Discord', () => {
  let graph: CodeGraph;
  let kinds: string[];
  /** Use case → the kinds of order it writes. */
  let writers: Map<Unit, Set<string>>;
  /** Use case → the registered commands whose code reaches it. */
  let reachedBy: Map<Unit, string[]>;

  beforeAll(async () => {
    const leagueFiles = sourceFiles(path.join(ROOT, 'src/league'));
    const commandFiles = readdirSync(COMMANDS_DIR)
      .filter((file) => /\.ts$/.test(file) && !/^index\./.test(file))
      .map((file) => path.join(COMMANDS_DIR, file));
    graph = new CodeGraph([...leagueFiles, ...commandFiles]);
    kinds = graph.interfaceKeys(graph.file(path.join(ROOT, 'src/engine/model/orders.ts')), 'ClubOrders');
    const kindSet = new Set(kinds);

    // The use cases: exported functions of src/league whose code ends in a write to the orders or bids tables.
    writers = new Map();
    for (const file of leagueFiles) {
      for (const useCase of graph.exportedFunctions(graph.file(file))) {
        if (READS_THROUGH_A_MODE.has(useCase.name?.getText() ?? '')) continue;
        if ([...graph.closure([useCase])].some((unit) => graph.writesOrderTables(unit))) writers.set(useCase, new Set());
      }
    }
    // The kinds a use case writes: those its own code names, and those of the use cases it calls. A game mode object
    // is not followed: a use case holding one reaches all its methods, its step's bookkeeping (which lapses a
    // resigned manager's offers) included, though an order's use case only asks it to check the order.
    for (const [useCase, written] of writers) {
      for (const unit of [useCase, ...graph.closure([useCase], isGameMode)]) {
        if (unit === useCase || writers.has(unit)) for (const kind of graph.kindsNamed(unit, kindSet)) written.add(kind);
      }
    }

    // The ways in: each command file that the loader registers, with everything its code reaches.
    const registry = await loadCommands();
    reachedBy = new Map();
    for (const file of commandFiles) {
      const command = ((await import(pathToFileURL(file).href)) as { default: { data: { name: string } } }).default;
      expect(registry.get(command.data.name), `${path.basename(file)} is registered by the loader`).toBe(command);
      for (const unit of graph.closure([graph.file(file)])) {
        if (writers.has(unit)) reachedBy.set(unit, [...(reachedBy.get(unit) ?? []), `/${command.data.name}`]);
      }
    }
  }, 180_000);

  it('GIVEN the engine’s ClubOrders type THEN the list this test checks is every key of it', () => {
    expect([...kinds].sort()).toEqual(Object.keys(ORDER_KINDS).sort());
  });

  it('GIVEN the analysis THEN it finds the use cases that change orders, and not those that only read them', () => {
    const names = new Set([...writers.keys()].map((unit) => unit.name?.getText()));
    for (const known of ['setTraining', 'placeBid', 'cancelBuild', 'setScoutRequest']) expect(names, known).toContain(known);
    for (const reader of ['myOrders', 'markReady', 'myScoutRequest']) expect(names, reader).not.toContain(reader);
    const scout = [...writers].find(([unit]) => unit.name?.getText() === 'setScoutRequest')!;
    expect([...scout[1]]).toEqual(['scout']);
  });

  it('GIVEN every use case that changes orders THEN a registered command reaches it', () => {
    const unreached = [...writers.keys()].filter((useCase) => !reachedBy.has(useCase)).map(unitName);
    expect(unreached, 'use cases that change orders with no command or component reaching them').toEqual([]);
  });

  it('GIVEN every kind of order THEN a registered command reaches a use case that gives it', () => {
    const reachable = new Set([...writers].filter(([useCase]) => reachedBy.has(useCase)).flatMap(([, written]) => [...written]));
    const unreachable = kinds.filter((kind) => !reachable.has(kind));
    expect(unreachable, 'kinds of order no command can give').toEqual([]);
  });
});
