
  include non_existing_class
