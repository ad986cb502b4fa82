notice(lookup('missing::key', Integer, 'first', 'x'))
