// The dataset's JSON files are read through their format types (dataset/format.ts), never through types inferred from a build's output.
declare module '*.json' {
  const value: unknown;
  export default value;
}
