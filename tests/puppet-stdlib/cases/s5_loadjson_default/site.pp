notice(loadjson('/nonexistent/file.json', {'d' => 1}))
notice(loadyaml('/nonexistent/file.yaml', 'dflt'))
notice(loadjson('/nonexistent/file.json'))
notice(loadyaml('/nonexistent/file.yaml'))
