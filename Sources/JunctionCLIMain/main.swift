import JunctionCLI

// The `junction` command (Sources/JunctionCLI holds its subcommands).
await runJunctionCommand()
