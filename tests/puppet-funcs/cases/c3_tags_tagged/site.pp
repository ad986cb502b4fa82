class Web::Front { tag 'Frontend', 'zone_a' notify { 'f': tag => 'Extra' } notice(tagged('frontend')) notice(tagged('web::front')) notice(tagged('web')) }
include web::front
notice(tagged('zone_a'))
