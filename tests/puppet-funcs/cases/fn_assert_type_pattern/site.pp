assert_type(Pattern[/^a/, /^b/], 'c')
