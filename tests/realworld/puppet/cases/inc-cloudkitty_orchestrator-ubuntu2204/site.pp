include cloudkitty::orchestrator
