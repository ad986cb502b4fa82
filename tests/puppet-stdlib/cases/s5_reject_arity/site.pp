notice(reject(['a']))
