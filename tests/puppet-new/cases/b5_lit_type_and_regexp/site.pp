notice(Array)
notice(type(Array))
notice(/.*/)
notice(type(/.*/))
