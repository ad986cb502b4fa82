notice(split('a1b2c', Regexp[/\d/]))
