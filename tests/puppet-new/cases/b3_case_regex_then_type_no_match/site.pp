case [1] { /x/: { notice('re') } String: { notice('s') } default: { notice('d') } }
