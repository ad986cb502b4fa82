node /^test/, 'testnode' { notice('matched') }
