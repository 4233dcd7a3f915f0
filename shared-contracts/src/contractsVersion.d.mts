/** See contractsVersion.mjs: whether a shell built against `provided` runs a remote built against `required`. */
export function contractsCompatible(provided: string, required: string): boolean;
