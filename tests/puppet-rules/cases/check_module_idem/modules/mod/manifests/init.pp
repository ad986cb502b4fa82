class mod { foo
 notice(1) }
