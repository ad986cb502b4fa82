notice(stdlib::sort_by([1]))
