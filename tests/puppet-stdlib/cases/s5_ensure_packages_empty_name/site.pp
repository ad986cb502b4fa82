stdlib::ensure_packages('')
