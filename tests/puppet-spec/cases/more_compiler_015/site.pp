            class myWay {
              notify { 'I did it': message => 'my way'}
            }
            include myWay
