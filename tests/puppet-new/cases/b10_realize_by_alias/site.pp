@notify { 'virtual-long': alias => 'vl' }
realize(Notify['vl'])
