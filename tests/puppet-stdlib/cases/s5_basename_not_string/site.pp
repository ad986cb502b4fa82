notice(basename(['a']))
