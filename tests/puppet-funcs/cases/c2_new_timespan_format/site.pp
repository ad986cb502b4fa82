notice(Timespan('3h', '%Hh'))
notice(Timespan('10:20', ['%M:%S']))
notice(Timespan({string => '5m', format => '%Mm'}))
