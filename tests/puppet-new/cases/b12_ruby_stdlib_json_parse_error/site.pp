notice(r12l::from_json('{"k": '))
