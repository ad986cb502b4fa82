node 'a', 'testnode', { notice('ok') }
