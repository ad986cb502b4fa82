$a = File <<| |>>
