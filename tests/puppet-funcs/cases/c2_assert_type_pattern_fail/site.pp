assert_type(Pattern[/^a/, /^b/], 'cat')
