notice(Binary('--__YmluYXJ5', '%b'))
