/**
 * Imported by bench-edge-child.mjs before its clock starts: Node's module loader sets
 * itself up on the first file it imports, a cost a Workers isolate does not have.
 */
export const warm = true;
