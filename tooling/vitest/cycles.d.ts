export declare function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[];
export declare function folderImports(
  sources: Iterable<{ readonly folder: string; readonly text: string }>,
): Map<string, Set<string>>;
