notice(stdlib::to_json_pretty({}, false, {'colour' => true}))
