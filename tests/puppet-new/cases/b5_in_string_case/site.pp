notice(ana in 'BANANAS')
notice(/ana/ in 'BANANAS')
notice(/ANA/ in 'BANANAS')
notice(xxx in 'BANANAS')
