notice(loadjson())
