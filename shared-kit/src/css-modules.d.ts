// CSS Modules (`*.module.css`) for this package's own typecheck; the remotes and the shell get the
// same declarations from their own `@rsbuild/core/types`.
/// <reference types="@rsbuild/core/types" />
