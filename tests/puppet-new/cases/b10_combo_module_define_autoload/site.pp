app::site { ['one', 'two']: }
