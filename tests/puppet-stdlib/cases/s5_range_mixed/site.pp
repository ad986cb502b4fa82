notice(range('host01', 'web04'))
