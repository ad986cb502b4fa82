notice(grep(['a']))
