notice(member(['a']))
