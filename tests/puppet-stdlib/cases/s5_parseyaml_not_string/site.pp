notice(parseyaml(['a']))
