class web::front {
  tag 'Frontend', 'zone_a'
  notify { 'f': tag => 'Extra' }
  notice(tagged('frontend'))
  notice(tagged('web::front'))
  notice(tagged('web'))
  notice(tagged('FRONT'))
}
include web::front
notice(tagged('zone_a'))
notice(tagged('web::front'))
