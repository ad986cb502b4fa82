notify { 'in': message => sver::check('1.2.3', '>= 1.0.0 < 2.0.0') }
notify { 'out': message => sver::check('2.0.0', '>= 1.0.0 < 2.0.0') }
notify { 'tilde': message => sver::check('1.4.9', '~> 1.4') }
notify { 'x': message => sver::check('3.1.0', '3.x') }
notify { 'or': message => sver::check('0.9.0', '< 0.5.0 || >= 0.9.0') }
notify { 'pre': message => sver::check('1.0.0-rc.1', '>= 0.1.0') }
notify { 'old': message => sver::check('0.3.0', '1.0.0 - 2.0.0') }
notify { 'bad version': message => sver::check('1.2', '>= 1.0.0') }
notify { 'bad range': message => sver::check('1.2.0', 'not a range') }
