            $server_facts = 'changed'
            notify { 'test': message => $server_facts == 'changed' }
