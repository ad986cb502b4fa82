notify { 'a': }
Resource['notify', 'a'] { message => 'via Resource' }
