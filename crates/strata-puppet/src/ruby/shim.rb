# strata's Ruby companion: a shim of Puppet's function APIs, driven by strata.
#
# strata starts `ruby -e <this file>` once per compile, on first use, and speaks a framed
# protocol on standard input and output: every message is "<byte length>\n<JSON>". strata
# sends a request ({"op":"call"|"erb"|"exit", ...}); the companion answers
# {"r":"ok","v":VALUE} or {"r":"err","msg":..,"where":..}. In the middle of a request it may
# ask strata something ({"r":"cb","kind":..}); strata answers {"op":"reply","v":..} or
# {"op":"reply","err":..}, or sends a nested request first (a callback that reaches another
# Ruby function).
#
# Values: JSON null/true/false/integers/floats/strings/arrays as they are; a hash whose keys
# are all strings as a JSON object; anything else as an object tagged with the key "__ptype":
# Default, Hash (entries), Regexp, Sensitive, Type (its Puppet string form), Deferred (name, arguments).

require 'json'
# What Puppet itself has loaded when module code runs, loaded at the first use of its constant
# (Digest loads MD5, SHA1, SHA256... itself): requiring them all up front took two thirds of
# the companion's start.
autoload :Digest, 'digest'
autoload :Base64, 'base64'
autoload :URI, 'uri'
autoload :Set, 'set'
autoload :ERB, 'erb'
autoload :IPAddr, 'ipaddr'
autoload :Resolv, 'resolv'
autoload :YAML, 'yaml'
autoload :Psych, 'yaml'
autoload :OpenSSL, 'openssl'
autoload :SecureRandom, 'securerandom'
autoload :Pathname, 'pathname'
autoload :FileUtils, 'fileutils'
autoload :Socket, 'socket'
autoload :Timeout, 'timeout'
autoload :Etc, 'etc'
# Psych's `to_yaml` (on every object, as in Puppet, which has loaded YAML): the first call loads
# Psych, whose core extension then replaces this method.
class Object
  def to_yaml(*args, **kw)
    require 'yaml'
    to_yaml(*args, **kw)
  end
end
# The companion runs with --disable-gems (a faster start); Puppet runs with RubyGems loaded, and
# module code uses it (`Gem::Version.new(RUBY_VERSION)`, apache's bool2httpd).
autoload :Gem, 'rubygems'

# Puppet's error classes, which the protocol's errors below extend.
module Puppet
  class Error < RuntimeError; end
  class ParseError < Error; end
end

module Strata
  # The protocol runs on private copies of the standard input and output (Ruby opens them
  # close-on-exec): module code that prints, and commands it runs with --allow-exec, write to
  # standard error and read an empty input, and never hold the protocol's pipes open.
  IN = $stdin.dup
  OUT = $stdout.dup
  IN.binmode
  OUT.binmode
  $stdin.reopen(File::NULL)
  $stdout.reopen($stderr)

  TAG = '__ptype'.freeze

  @allow_exec = false
  @module_libs = []

  class << self
    attr_accessor :allow_exec, :module_libs
    # The scope of the innermost call of a module function (its `scope_param`; its global
    # scope is the functions' closure scope).
    attr_accessor :calling_scope
  end

  # A value Puppet cannot hold.
  class CannotHold < StandardError; end

  # An error strata reported for a callback: strata keeps the original error. A Puppet::ParseError,
  # as the errors of Puppet's `call_function` are, so module code that rescues one goes on as in
  # Puppet (extlib::has_module rescues get_module_path's).
  class CallbackError < Puppet::ParseError; end

  # One generator state for every message (JSON.generate makes a new one each time).
  GEN = JSON::State.new

  def self.write(msg)
    s = GEN.generate(msg)
    OUT.write("#{s.bytesize}\n#{s}")
    OUT.flush
  end

  def self.read
    line = IN.gets
    exit!(0) if line.nil?
    body = IN.read(line.to_i)
    exit!(0) if body.nil?
    # Whether the message holds a tagged value ([`msg_value`]).
    @tagged = body.include?('"__ptype"')
    JSON.parse(body)
  end

  # A value of the message just read (`read`), decoded: as JSON gave it when the message holds
  # no tagged value (decoding copies it unchanged then).
  def self.msg_value(v)
    @tagged ? dec(v) : v
  end

  def self.enc(v)
    case v
    when nil, true, false, String then v.is_a?(String) ? enc_str(v) : v
    when Integer
      raise CannotHold, "the Integer #{v} is outside Puppet's 64-bit range" if v < -(2**63) || v >= 2**63
      v
    when Float
      raise CannotHold, "the Float #{v} is not a finite number" unless v.finite?
      v
    when Symbol
      return nil if v == :undef
      return { TAG => 'Default' } if v == :default
      # Puppet holds any other Symbol as a Runtime[ruby, 'Symbol'] value
      { TAG => 'Symbol', 's' => enc_str(v.to_s) }
    when Array then v.map { |x| enc(x) }
    when Hash
      if v.keys.all? { |k| k.is_a?(String) } && !v.key?(TAG)
        h = {}
        v.each { |k, x| h[enc_str(k)] = enc(x) }
        h
      else
        { TAG => 'Hash', 'e' => v.map { |k, x| [enc(k), enc(x)] } }
      end
    when Regexp then { TAG => 'Regexp', 's' => v.source }
    when Puppet::Pops::Types::PSensitiveType::Sensitive then { TAG => 'Sensitive', 'v' => enc(v.unwrap) }
    when Puppet::Pops::Types::Deferred
      v.arguments.nil? ? { TAG => 'Deferred', 'n' => v.name } : { TAG => 'Deferred', 'n' => v.name, 'a' => enc(v.arguments) }
    when Puppet::Pops::Types::PAnyType then { TAG => 'Type', 's' => v.to_s }
    when Puppet::Resource then { TAG => 'Type', 's' => v.to_s }
    else
      raise CannotHold, "a Ruby #{v.class}"
    end
  end

  def self.enc_str(s)
    s = s.dup.force_encoding(Encoding::UTF_8) unless s.encoding == Encoding::UTF_8
    raise CannotHold, 'a String that is not valid UTF-8' unless s.valid_encoding?
    s
  end

  def self.dec(v)
    case v
    when Array then v.map { |x| dec(x) }
    when Hash
      case v[TAG]
      when nil
        h = {}
        v.each { |k, x| h[k] = dec(x) }
        h
      when 'Default' then :default
      when 'Hash'
        h = {}
        v['e'].each { |k, x| h[dec(k)] = dec(x) }
        h
      when 'Regexp' then Regexp.new(v['s'])
      when 'Sensitive' then Puppet::Pops::Types::PSensitiveType::Sensitive.new(dec(v['v']))
      when 'Symbol' then v['s'].to_sym
      when 'Deferred' then Puppet::Pops::Types::Deferred.new(v['n'], v.key?('a') ? dec(v['a']) : nil)
      when 'Type' then Puppet::Pops::Types::PAnyType.from_string(v['s'])
      else raise CannotHold, "unknown value tag #{v[TAG]}"
      end
    else v
    end
  end

  # Asks strata something in the middle of a request; answers nested requests meanwhile.
  def self.callback(kind, fields = {})
    write(fields.merge('r' => 'cb', 'kind' => kind))
    loop do
      m = read
      if m['op'] == 'reply'
        raise CallbackError, m['err'] if m.key?('err')
        return msg_value(m['v'])
      end
      serve(m)
    end
  end

  # --- function registries -------------------------------------------------------------

  F4 = {}
  F3 = {}
  LOADED = {}
  # Ruby blocks given to Puppet functions, by id, while the calls run (call_puppet).
  BLOCKS = {}

  def self.load_file(file)
    return if LOADED[file]
    LOADED[file] = true
    Kernel.load(file)
  end

  # Serves one request from strata.
  def self.serve(m)
    case m['op']
    when 'call' then answer { call(m) }
    when 'erb' then answer { erb(m) }
    when 'block'
      answer do
        blk = BLOCKS[m['id']] or raise ArgumentError, 'the Ruby block has returned already'
        blk.call(*msg_value(m['args']))
      end
    when 'setup'
      self.allow_exec = m['allow_exec']
      self.module_libs = m['libs']
      m['libs'].each { |l| $LOAD_PATH.push(l) unless $LOAD_PATH.include?(l) }
      # The real Open3 replaces the refusing one when commands are allowed.
      require 'open3' if allow_exec
      write('r' => 'ok', 'v' => nil)
    when 'reset'
      # the next compile (--nodes) reuses this process: forget what this one set
      Puppet::Parser::Scope::SETVARS.clear
      Puppet::SET_SETTINGS.clear
      Strata.forget_compile_cache
      Puppet::Parser::Functions::StrataAutoloader::WARNED.clear
      write('r' => 'ok', 'v' => nil)
    when 'exit' then exit!(0)
    else write('r' => 'err', 'msg' => "unknown request #{m['op']}")
    end
  end

  def self.answer
    v = yield
    write('r' => 'ok', 'v' => enc(v))
  rescue CallbackError => e
    write('r' => 'err', 'callback' => true, 'msg' => e.message)
  rescue CannotHold => e
    write('r' => 'err', 'hold' => true, 'msg' => e.message)
  rescue Exception => e # rubocop:disable Lint/RescueException: all of module code's errors
    raise if e.is_a?(SystemExit)
    write('r' => 'err', 'msg' => e.message, 'class' => e.class.name, 'where' => module_frame(e))
  end

  # The backtrace's first frame in a module file.
  def self.module_frame(e)
    (e.backtrace || []).each do |f|
      next if f.start_with?('-e:')
      return f.sub(/:in .*/, '')
    end
    nil
  end

  def self.call(m)
    name = m['name']
    args = msg_value(m['args'])
    blk = m['block'] ? proc { |*a| callback('yield', 'args' => enc(a)) } : nil
    scope = Puppet::Parser::Scope.new(m['sc'], m['label'])
    if m['api'] == 'v3'
      load_file(m['file']) unless F3[name]
      f = F3[name] or raise Puppet::ParseError, "#{m['file']} does not define the function #{name}"
      a = f[:arity]
      if a && ((a >= 0 && args.size != a) || (a < 0 && args.size < -a - 1))
        want = a >= 0 ? a : "minimum #{-a - 1}"
        raise ArgumentError, "#{name}(): Wrong number of arguments given (#{args.size} for #{want})"
      end
      r = scope.send(f[:method], args)
      f[:type] == :rvalue ? r : nil
    else
      load_file(m['file']) unless F4[name]
      klass = F4[name] or raise Puppet::ParseError, "#{m['file']} does not define the function #{name}"
      # Puppet's loaders create a function without a closure scope (`closure_scope` is then
      # the global scope); `scope_param` gets the calling scope.
      outer = calling_scope
      self.calling_scope = scope
      begin
        klass.new(nil, nil).strata_call(args, blk)
      ensure
        self.calling_scope = outer
      end
    end
  end

  def self.erb(m)
    require 'erb'
    vars = msg_value(m['vars'])
    w = Puppet::Parser::TemplateWrapper.new(Puppet::Parser::Scope.new(m['sc'], m['label']), m['file'], vars)
    w.result(m['text'])
  end

  # Whether `v` is an instance of the Puppet type written `t`, for the types this shim can
  # tell locally (true or false); nil when it cannot tell (then strata decides).
  def self.quick_instance(t, v)
    case t
    when 'Any' then true
    when 'String' then v.is_a?(String)
    when 'Integer' then v.is_a?(Integer)
    when 'Float' then v.is_a?(Float)
    when 'Numeric' then v.is_a?(Integer) || v.is_a?(Float)
    when 'Boolean' then v == true || v == false
    when 'Hash' then v.is_a?(Hash)
    when 'Array' then v.is_a?(Array)
    when 'Undef' then v.nil?
    end
  end

  # The dispatch Puppet picks (the first that takes the arguments and the block) when the
  # types this shim can tell decide it; nil when strata must decide.
  def self.quick_dispatch(ds, args, blk)
    n = args.size
    ds.each do |d|
      next unless d.accepts_count?(n) && d.accepts_block?(blk)
      # the block's parameter count against its Callable type is strata's to check
      all = !(blk && d.block_typed?)
      any_false = false
      i = 0
      while i < n
        fit = quick_instance(d.type_at(i), args[i])
        all = false unless fit == true
        any_false = true if fit == false
        i += 1
      end
      return d if all
      # an earlier dispatch this shim cannot rule out may be the one
      return nil unless any_false
    end
    nil
  end

  def self.run_loop
    write('r' => 'ready')
    loop { serve(read) }
  end
end

module Puppet
  class Error < RuntimeError; end
  class ParseError < Error; end
  class DevError < Error; end

  def self.warning(msg)
    Strata.callback('log', 'level' => 'warning', 'msg' => msg.to_s)
  end

  def self.notice(msg)
    Strata.callback('log', 'level' => 'notice', 'msg' => msg.to_s)
  end

  def self.err(msg)
    Strata.callback('log', 'level' => 'err', 'msg' => msg.to_s)
  end

  def self.debug(*); end

  def self.info(*); end

  def self.deprecation_warning(msg, *)
    warning(msg)
  end

  def self.warn_once(_kind, _key, msg, *)
    warning(msg)
  end

  def self.[](key)
    k = key.to_s
    return SET_SETTINGS[k] if SET_SETTINGS.key?(k)
    Strata.callback('setting', 'name' => k)
  end

  # Puppet's context: the compile's environment (`Puppet.lookup(:current_environment)`);
  # nil for what strata does not bind.
  def self.lookup(name, *)
    name.to_s == 'current_environment' ? Puppet::Node::Environment::PRODUCTION : nil
  end

  # A module of the environment as `Puppet::Module.find` gives it: its name and directory.
  class Module
    attr_reader :name, :path

    def self.find(modname, _environment = nil)
      path = Strata.callback('module_path', 'name' => modname.to_s)
      path && new(modname.to_s, path)
    end

    def initialize(name, path)
      @name = name
      @path = path
    end

    def to_s
      "Module #{@name}(#{@path})"
    end
  end

  # The compile's environment (`scope.compiler.environment`): `production`, its modules.
  class Node
    class Environment
      attr_reader :name

      def initialize(name)
        @name = name
      end

      def to_s
        @name.to_s
      end

      def module(modname)
        Puppet::Module.find(modname, self)
      end

      PRODUCTION = new(:production)
    end
  end

  class Resource
    attr_reader :type, :title

    # The type's name as Resource#munge_type_name writes it (`Apache::Vhost`).
    def initialize(type, title)
      @type = type.to_s.split('::').map(&:capitalize).join('::')
      @title = title
    end

    def to_s
      "#{@type}[#{@title}]"
    end
  end

  module Util
    # Puppet::Util's (stdlib's seeded_rand and fqdn_rand_string use them)
    def self.deterministic_rand_int(seed, max)
      Random.new(seed).rand(max)
    end

    def self.deterministic_rand(seed, max)
      deterministic_rand_int(seed, max).to_s
    end

    def self.absolute_path?(path, _platform = nil)
      path.is_a?(String) && path.start_with?('/')
    end

    module Package
      # Puppet's version comparison (Puppet::Util::Package.versioncmp).
      def self.versioncmp(a, b)
        Strata.callback('call', 'name' => 'versioncmp', 'args' => [a.to_s, b.to_s])
      end
    end
  end

  module Pops
    module Types
      # A Puppet type value, known by its string form; strata's type system answers for it.
      class PAnyType
        attr_reader :text

        # The class Puppet gives a type of this base name (PIntegerType for Integer[1, 2]).
        def self.from_string(s)
          base = s[/\A[A-Z][A-Za-z]*/]
          klass = base && KINDS.include?(base) ? Types.const_get("P#{base}Type") : PResourceType
          klass.new(s)
        end

        def initialize(text = 'Any')
          @text = text
        end

        def to_s
          @text
        end

        alias name to_s

        def ==(other)
          other.is_a?(PAnyType) && other.text == @text
        end

        alias eql? ==

        def hash
          @text.hash
        end

        def instance?(v, _guard = nil)
          Strata.callback('instance', 'type' => @text, 'v' => Strata.enc(v))
        end
      end

      KINDS = %w[Any Undef Default Boolean Integer Float Numeric String Enum Pattern Regexp Array Hash
                 Tuple Struct Optional NotUndef Variant Scalar ScalarData Data RichData Collection
                 CatalogEntry Class Type Callable Iterable Iterator Runtime Sensitive Resource].freeze
      (KINDS - %w[Any Sensitive]).each { |k| const_set("P#{k}Type", Class.new(PAnyType)) }

      # Puppet's Deferred object (a function call the agent makes): its name and arguments
      class Deferred
        attr_reader :name, :arguments

        def initialize(name, arguments = nil)
          @name = name
          @arguments = arguments
        end

        def ==(other)
          other.is_a?(Deferred) && other.name == @name && other.arguments == @arguments
        end
      end

      class PSensitiveType < PAnyType
        class Sensitive
          def initialize(v)
            @value = v
          end

          def unwrap
            @value
          end

          def to_s
            'Sensitive [value redacted]'
          end

          def ==(other)
            other.is_a?(Sensitive) && other.unwrap == @value
          end
        end
      end

      class TypeParser
        def self.singleton
          @singleton ||= new
        end

        def parse(s, *)
          PAnyType.new(s.to_s)
        end
      end

      class TypeFactory
        def self.type_of(v)
          PAnyType.new(Strata.callback('type_of', 'v' => Strata.enc(v)))
        end

        # The Deferred object type: `create(name, arguments)` makes a Deferred value.
        def self.deferred
          t = PAnyType.new('Deferred')
          def t.create(name, arguments = nil)
            Deferred.new(name, arguments)
          end
          t
        end
      end

      class TypeCalculator
        def self.infer(v)
          TypeFactory.type_of(v)
        end

        def self.instance?(t, v)
          t = PAnyType.new(t.to_s) unless t.is_a?(PAnyType)
          t.instance?(v)
        end
      end
    end
  end

  module Parser
    # The calling scope, as functions and templates see it: everything is asked of strata.
    class Scope
      # Variables templates set with `setvar`, by strata scope: Ruby values, kept here (a
      # later `lookupvar` gets the same object, as in Puppet).
      SETVARS = Hash.new { |h, k| h[k] = {} }

      def initialize(id = nil, label = nil)
        @id = id
        @label = label
      end

      # Puppet's `Scope(Class[x])` (also in Ruby's messages: "undefined method `m' for
      # Scope(Class[x]):Puppet::Parser::Scope").
      def to_s
        "Scope(#{@label})"
      end

      alias inspect to_s

      # Puppet's checks (Scope#setvar), then the value is kept: a variable of the scope, or one
      # a template set in it (here or in strata's native ERB), is not set again.
      def setvar(name, value, _options = {})
        if name =~ /^[0-9]+$/
          raise Puppet::ParseError, "Cannot assign to a numeric match result variable '$#{name}'"
        end
        raise Puppet::ParseError, "Scope variable name #{name.inspect} is a #{name.class}, not a string" unless name.is_a?(String)
        if %w[trusted facts server_facts].include?(name)
          raise Puppet::ParseError, "Attempt to assign to a reserved variable name: '#{name}'"
        end
        if SETVARS[@id].key?(name) || Strata.callback('bound', 'name' => name)
          raise Puppet::ParseError, "Cannot reassign variable '$#{name}'"
        end
        SETVARS[@id][name] = value
      end

      def lookupvar(name, _options = {})
        own = SETVARS[@id]
        return own[name.to_s] if own.key?(name.to_s)
        Strata.callback('lookupvar', 'name' => name.to_s)
      end

      def [](name, _options = {})
        lookupvar(name)
      end

      # A resource default as Puppet's scope holds it: a Puppet::Parser::Resource::Param.
      DefaultParam = Struct.new(:name, :value)

      # The resource defaults for a type (capitalized, `File`, `Foo::Bar`) this scope sees:
      # attribute name (a Symbol) => DefaultParam.
      def lookupdefaults(type)
        found = Strata.callback('lookupdefaults', 'type' => type.to_s)
        found.each_with_object({}) { |(k, v), h| h[k.to_sym] = DefaultParam.new(k.to_sym, v) }
      end

      def exist?(name)
        Strata.callback('exist', 'name' => name.to_s)
      end

      alias include? exist?

      def to_hash(*)
        Strata.callback('vars')
      end

      # Puppet splats `args` into the function's arguments (`func.call(scope, *args)`): a
      # Hash gives its [key, value] pairs, a single value itself.
      def call_function(name, args = [], &blk)
        local = Strata.call_loaded_3x(self, name, [*args], blk)
        local ? local[0] : Strata.call_puppet(name, [*args], blk)
      end

      def function_exists?(name)
        Strata.callback('function_exists', 'name' => name.to_s)
      end

      # Puppet's `Scope#find_global_scope`: the top scope (`Scope(Class[main])`), whose
      # variables are the top scope's whatever scope asks.
      def find_global_scope
        GlobalScope.new(@id, 'Class[main]')
      end

      # Puppet's `Catalog#resource(type, title = nil)` (the scope answers for its catalog):
      # the resource `Type[title]` (or `type`, `title`) declared so far, nil when there is
      # none. Its `parameters` are the values it holds (a class's: the given, bound and
      # default ones), each a Puppet::Parser::Resource::Param.
      def resource(type, title = nil)
        if title.nil?
          m = /\A([^\[]+)\[(.*)\]\z/m.match(type.to_s)
          type, title = m[1], m[2] if m
        end
        found = Strata.callback('resource', 'type' => type.to_s, 'title' => title.to_s)
        found && CatalogResource.new(found['type'], found['title'], found['parameters'], found['tags'])
      end

      def compiler
        self
      end

      # Compiler#topscope: the top scope.
      def topscope
        find_global_scope
      end

      def environment
        Puppet::Node::Environment::PRODUCTION
      end

      def catalog
        self
      end

      def respond_to_missing?(name, priv = false)
        name.to_s.start_with?('function_') || super
      end

      # `function_x([args])`: a call of the Puppet function x with one array of arguments.
      # Puppet's Scope#method_missing finds 3.x functions only (Puppet's and the modules'):
      # for any other name (`function_sort`, a 4.x function) it is Ruby's NoMethodError.
      def method_missing(name, *args, &blk)
        n = name.to_s
        return super unless n.start_with?('function_')
        f = n.sub('function_', '')
        return super unless Strata::F3.key?(f) || Strata.callback('is_3x', 'name' => f)
        a = args[0]
        raise ArgumentError, "#{n}(): the arguments must be given as one Array" unless args.size == 1 && a.is_a?(Array)
        Strata.call_puppet(n.sub('function_', ''), a, blk, v3: true)
      end
    end

    # The top scope as `Scope#find_global_scope` gives it: unqualified names are the top
    # scope's variables.
    class GlobalScope < Scope
      def lookupvar(name, options = {})
        n = name.to_s
        super(n.start_with?('::') || n.include?('::') ? n : "::#{n}", options)
      end

      def exist?(name)
        n = name.to_s
        super(n.start_with?('::') || n.include?('::') ? n : "::#{n}")
      end

      alias include? exist?

      def to_hash(*)
        Strata.callback('vars', 'global' => true)
      end

      def lookupdefaults(type)
        found = Strata.callback('lookupdefaults', 'type' => type.to_s, 'global' => true)
        found.each_with_object({}) { |(k, v), h| h[k.to_sym] = DefaultParam.new(k.to_sym, v) }
      end
    end

    # A resource of the catalog as `Catalog#resource` gives it (Puppet::Parser::Resource):
    # its type, title, `parameters` (name Symbol => Param) and `resource[name]`.
    class CatalogResource
      attr_reader :type, :title, :parameters, :tags

      def initialize(type, title, params, tags = [])
        @type = type
        @title = title
        @tags = tags || []
        @parameters = {}
        (params || {}).each { |k, v| @parameters[k.to_sym] = Scope::DefaultParam.new(k.to_sym, v) }
      end

      def [](name)
        p = @parameters[name.to_sym]
        p && p.value
      end

      # Puppet::Util::Tagging#tagged?: whether it has any of the tags.
      def tagged?(*tags)
        !(@tags & tags.flatten.map { |t| t.to_s.downcase }).empty?
      end

      def to_s
        "#{@type}[#{@title}]"
      end

      alias ref to_s
    end

    module Functions
      # A 3.x function is a method of the scope (so `return` in its block returns).
      def self.newfunction(name, options = {}, &block)
        type = (options[:type] || :statement).to_sym
        meth = "strata_3x_#{name}"
        Scope.send(:define_method, meth, &block)
        Strata::F3[name.to_s] = { method: meth, type: type, arity: options[:arity] }
      end

      # The name of the scope's method for the 3.x function `name`; false when neither
      # Puppet nor a module has one.
      def self.function(name, _environment = nil)
        n = name.to_s
        Strata::F3.key?(n) || Strata.callback('is_3x', 'name' => n) ? "function_#{n}" : false
      end
    end

    module Files
      def self.find_template(template, _env = nil)
        Strata.callback('find_template', 'name' => template.to_s)
      end
    end

    # Puppet's template wrapper: `@x` for every visible variable, `scope`, `scope[...]`.
    class TemplateWrapper
      attr_reader :scope, :file

      def initialize(scope, file, vars)
        @__scope__ = scope
        @__file__ = file
        vars.each do |k, v|
          next unless k =~ /\A[a-z_]\w*\z/i
          instance_variable_set("@#{k}", v)
        end
      end

      def scope
        @__scope__
      end

      def file
        @__file__
      end

      def has_variable?(name)
        scope.exist?(name.to_s)
      end

      # Templates compiled so far: the method each became, by file and text.
      COMPILED = {}

      # Renders `text`: ERB's Ruby is compiled once per template into a method of the
      # wrapper (its errors name the template's file and line, as ERB#result's do); each
      # render calls it. (Unlike ERB#result(binding), the template does not see this
      # method's local variables.)
      def result(text)
        key = [@__file__, text]
        meth = COMPILED[key]
        unless meth
          meth = "strata_template_#{COMPILED.size}"
          # ERB#def_method's wrapping, evaluated here so that the template sees the constants
          # this class sees (Puppet::Parser, Puppet), as ERB#result(binding) did
          src = ERB.new(text, trim_mode: '-').src.sub(/^(?!#|$)/) { "def #{meth}\n" } << "\nend\n"
          eval(src, binding, @__file__ || '(erb)', -1) # rubocop:disable Security/Eval
          COMPILED[key] = meth
        end
        send(meth)
      end
    end
  end

  module Functions
    def self.create_function(name, base = Function, &block)
      n = name.to_s.sub(/\A::/, '')
      klass = Class.new(base)
      klass.instance_variable_set(:@strata_name, n)
      klass.instance_variable_set(:@dispatches, [])
      klass.class_eval(&block)
      klass.instance_variable_set(:@dispatches, klass.default_dispatches) if klass.dispatches.empty?
      Strata::F4[n] = klass
      klass
    end

    # The `type 'Name = Type'` declarations of a function's `local_types` block.
    class LocalTypes
      def initialize(aliases)
        @aliases = aliases
      end

      def type(decl)
        name, definition = decl.to_s.split('=', 2).map(&:strip)
        raise ArgumentError, "local_types: expected 'Name = Type', got '#{decl}'" unless definition && name =~ /\A[A-Z]\w*(::[A-Z]\w*)*\z/

        @aliases << [name, definition]
      end
    end

    # One `dispatch` of a 4.x function.
    class Dispatch
      attr_reader :meth

      def initialize(meth)
        @meth = meth
        @types = []
        @names = []
        @min = 0
        @max = 0
        # nil, or the block parameter: its type's text, name and whether it is required
        @block = nil
        @scope = false
        # the function's `local_types` ([name, definition]) and the `return_type`'s text
        @aliases = []
        @return_type = nil
      end

      attr_reader :aliases
      attr_accessor :mismatch_handler

      # the return type's text, nil when the dispatch declares none
      def returns
        @return_type
      end

      # a block parameter whose Callable type constrains the block (strata checks it)
      def block_typed?
        !@block.nil? && @block['type'] != 'Callable'
      end

      # InternalFunction's `scope_param`: the method gets the calling scope first.
      def scope_param
        @scope = true
      end

      def scope?
        @scope
      end

      def param(type, name)
        @types << type.to_s
        @names << name.to_s
        @min += 1
        @max += 1
      end

      alias required_param param

      def optional_param(type, name)
        @types << type.to_s
        @names << name.to_s
        @max += 1
      end

      def repeated_param(type, name)
        @types << type.to_s
        @names << name.to_s
        @max = nil
      end

      alias optional_repeated_param repeated_param

      def required_repeated_param(type, name)
        repeated_param(type, name)
        @min += 1
      end

      # `block_param`, `block_param :name` or `block_param 'Callable[1, 1]', :name`.
      def block_param(*type_and_name)
        type = type_and_name.size == 2 ? type_and_name[0].to_s : 'Callable'
        @block = { 'type' => type, 'name' => (type_and_name.last || :block).to_s, 'required' => true }
      end

      alias required_block_param block_param

      def optional_block_param(*type_and_name)
        block_param(*type_and_name)
        @block['required'] = false
      end

      def return_type(type)
        @return_type = type.to_s
      end

      def accepts_count?(n)
        n >= @min && (@max.nil? || n <= @max)
      end

      # Puppet's rule: a block only where there is a block parameter; a required one only
      # with a block.
      def accepts_block?(blk)
        blk ? !@block.nil? : (@block.nil? || !@block['required'])
      end

      def type_at(i)
        @types[i] || @types.last
      end

      # The types may name the function's local types: strata resolves them, named.
      def resolve_aliases(aliases)
        @aliases = aliases.dup
      end

      def sig
        s = { 'types' => @types, 'names' => @names, 'min' => @min, 'max' => @max, 'block' => @block }
        s['aliases'] = @aliases unless @aliases.empty?
        s
      end
    end

    class Function
      class << self
        attr_reader :dispatches

        def dispatch(meth, &block)
          d = Dispatch.new(meth)
          d.instance_eval(&block) if block
          d.resolve_aliases(@local_types) if @local_types
          @dispatches << d
        end

        # `local_types { type 'Name = Type' }`: aliases the dispatches' types may name; they
        # are replaced by what they stand for (an alias may name the ones declared before it).
        def local_types(&block)
          collector = LocalTypes.new(@local_types ||= [])
          collector.instance_eval(&block) if block
        end

        # A dispatch whose method returns what is wrong with the arguments, which Puppet's
        # Dispatcher raises (`'name' <message>`) when it is the one chosen.
        def argument_mismatch(meth, &block)
          dispatch(meth, &block)
          @dispatches.last.mismatch_handler = true
        end

        def strata_name
          @strata_name
        end

        # The dispatch Puppet makes for a function without `dispatch`: the method named as the
        # function, its parameters of type Any, no block (Puppet::Functions.default_dispatcher).
        def default_dispatches
          meth = strata_name.split('::').last
          unless method_defined?(meth)
            raise ArgumentError, "Function Load Error for function '#{strata_name}': Function Creation Error, " \
                                 "cannot create a default dispatcher for function '#{meth}', no method with this name found"
          end
          d = Dispatch.new(meth.to_sym)
          instance_method(meth).parameters.each do |kind, pname|
            case kind
            when :req then d.param('Any', pname)
            when :opt then d.optional_param('Any', pname)
            when :rest then d.repeated_param('Any', pname)
            end
          end
          [d]
        end
      end

      # Puppet's `Function#initialize(closure_scope, loader)` (a function's own `initialize`
      # takes both and calls `super`); strata has no loader object to give.
      def initialize(scope, loader = nil)
        @closure_scope = scope
        @loader = loader
      end

      # The scope given at creation, else (a module function, as Puppet's loaders create it)
      # the global scope, whichever scope calls.
      def closure_scope
        @closure_scope || Strata.calling_scope.find_global_scope
      end

      def loader
        @loader
      end

      # Puppet's `Function#call_function` calls in the closure scope: the global scope for a
      # module function (create_resources from inifile::create_ini_settings makes resources
      # there, tagged and contained as Class[main]'s), not the caller's.
      def call_function(name, *args, &blk)
        local = Strata.call_loaded_3x(closure_scope, name, args, blk)
        return local[0] if local
        Strata.call_puppet(name, args, blk, global: @closure_scope.nil?, from: self.class.strata_name)
      end

      def strata_call(args, blk)
        ds = self.class.dispatches
        d = Strata.quick_dispatch(ds, args, blk)
        unless d
          i = Strata.callback('dispatch', 'name' => self.class.strata_name, 'sigs' => ds.map(&:sig),
                                          'args' => Strata.enc(args), 'block' => !blk.nil?)
          d = ds[i]
        end
        args = d.weave(args)
        if d.mismatch_handler
          msg = d.scope? ? send(d.meth, Strata.calling_scope, *args) : send(d.meth, *args)
          raise ArgumentError, "'#{self.class.strata_name}' #{msg}"
        end
        r = d.scope? ? send(d.meth, Strata.calling_scope, *args, &blk) : send(d.meth, *args, &blk)
        # Dispatch#invoke: the value is asserted to be of the return type
        if d.returns
          Strata.callback('check_return', 'type' => d.returns, 'aliases' => d.aliases,
                                          'v' => Strata.enc(r), 'meth' => d.meth.to_s)
        end
        r
      end
    end

    # Puppet::Functions::InternalFunction: a function whose dispatches may ask for the calling
    # scope (`scope_param`, the scope the shim gives every function).
    class InternalFunction < Function; end
  end
end

module Strata
  # A 3.x function that a loaded file defined besides its own (docker_run_flags.rb defines
  # `docker::escape`): Puppet's 3.x registry holds it once the file is loaded, and strata
  # cannot find it by its name. Called here, as [value]; nil when there is no such function.
  def self.call_loaded_3x(scope, name, args, blk)
    n = name.to_s
    f = F3[n]
    return nil if f.nil? || blk || LOADED.keys.any? { |file| file.end_with?("/#{n}.rb") }
    r = scope.send(f[:method], args)
    [f[:type] == :rvalue ? r : nil]
  end

  # `v3`: the call is a template's `scope.function_x`, which reaches the 3.x function.
  # `global`: the call is made in the global scope (a 4.x function's `call_function`).
  # `from`: the 4.x function calling (named in Puppet's error for an unknown function).
  # A block (`call_function('map', xs) { |x| ... }`) is kept in BLOCKS while the call runs:
  # strata calls it back by its id (the `block` request) as the function's lambda.
  def self.call_puppet(name, args, blk, v3: false, global: false, from: nil)
    raise ArgumentError, "strata cannot give a Ruby block to the Puppet function #{name}" if blk && v3
    return callback('call', 'name' => name.to_s, 'args' => enc(args), 'v3' => true) if v3
    req = { 'name' => name.to_s, 'args' => enc(args) }
    req['global'] = true if global
    req['from'] = from if from
    return callback('call', req) unless blk
    id = (@block_seq = (@block_seq || 0) + 1)
    BLOCKS[id] = blk
    begin
      callback('call', req.merge('block' => { 'id' => id, 'arity' => blk.arity }))
    ensure
      BLOCKS.delete(id)
    end
  end
end

# Module code never runs commands unless the user passed --allow-exec.
module Kernel
  STRATA_NO_EXEC = 'running commands from module Ruby needs --allow-exec'.freeze

  %i[system exec spawn ` fork].each do |m|
    orig = instance_method(m)
    define_method(m) do |*a, **k, &b|
      raise NotImplementedError, STRATA_NO_EXEC unless Strata.allow_exec
      orig.bind(self).call(*a, **k, &b)
    end
    module_function m
  end
end

class IO
  class << self
    orig = instance_method(:popen)
    define_method(:popen) do |*a, **k, &b|
      raise NotImplementedError, Kernel::STRATA_NO_EXEC unless Strata.allow_exec
      orig.bind(self).call(*a, **k, &b)
    end
  end
end

module Open3
  %i[popen3 popen2 popen2e capture3 capture2 capture2e pipeline_r pipeline_w pipeline].each do |m|
    define_singleton_method(m) { |*| raise NotImplementedError, Kernel::STRATA_NO_EXEC }
  end
end

# The semantic_puppet gem's versions and ranges (which Puppet loads itself, and module Ruby
# uses after `require 'semantic_puppet'`), parsed, compared and matched by strata's SemVer and
# SemVerRange (semantic_puppet's rules).
module SemanticPuppet
  class Version
    include Comparable

    class ValidationFailure < ArgumentError; end

    attr_reader :major, :minor, :patch, :prerelease, :build

    def self.parse(ver)
      parts = Strata.callback('semver', 'op' => 'version', 'text' => ver.to_s)
      raise ValidationFailure, "Unable to parse '#{ver}' as a semantic version identifier" unless parts
      new(*parts)
    end

    def self.valid?(ver)
      !Strata.callback('semver', 'op' => 'version', 'text' => ver.to_s).nil?
    end

    def initialize(major, minor, patch, prerelease = nil, build = nil)
      @major = major
      @minor = minor
      @patch = patch
      @prerelease = prerelease
      @build = build
    end

    def to_s
      s = "#{@major}.#{@minor}.#{@patch}"
      s += "-#{@prerelease}" if @prerelease
      s += "+#{@build}" if @build
      s
    end

    alias inspect to_s

    def stable?
      @prerelease.nil?
    end

    def <=>(other)
      return nil unless other.is_a?(Version)
      Strata.callback('semver', 'op' => 'cmp', 'a' => to_s, 'b' => other.to_s)
    end

    def eql?(other)
      other.is_a?(Version) && to_s == other.to_s
    end

    def hash
      to_s.hash
    end
  end

  class VersionRange
    def self.parse(range_string)
      unless Strata.callback('semver', 'op' => 'range', 'text' => range_string.to_s)
        raise ArgumentError, "Unparsable version range: \"#{range_string}\""
      end
      new(range_string.to_s)
    end

    def initialize(text)
      @text = text
    end

    def include?(version)
      return false unless version.is_a?(Version)
      Strata.callback('semver', 'op' => 'include', 'range' => @text, 'version' => version.to_s)
    end

    alias member? include?
    alias cover? include?
    alias === include?

    def to_s
      @text
    end

    alias inspect to_s
  end
end

# --- Puppet APIs that module Ruby uses (a census of the function files of 80 public modules) --
# Grouped by API area; each answers as Puppet 7.23 does, from what strata or the module holds.

# Settings: `Puppet.settings[:x]` reads as `Puppet[:x]`; a setting module code sets
# (`Puppet[:strict] = :off`, simplib::lookup) holds until the compile ends.
module Puppet
  SET_SETTINGS = {}

  def self.[]=(key, value)
    SET_SETTINGS[key.to_s] = value
  end

  # Puppet.settings (Puppet::Settings): the same settings as `Puppet[...]`.
  class Settings
    def [](key)
      Puppet[key]
    end

    def []=(key, value)
      Puppet[key] = value
    end

    def value(key, _environment = nil, _bypass = false)
      Puppet[key]
    end
  end

  def self.settings
    @settings ||= Settings.new
  end
end

# Features: `Puppet.features.x?` as Puppet::Util::Feature answers it: Puppet's own features
# (a library that loads, or a test), and those modules add in lib/puppet/feature/x.rb.
module Puppet
  module Util
    class Feature
      # Puppet's own features (puppet/feature/*.rb): the libraries each needs.
      LIBS = {
        'syslog' => ['syslog'], 'ldap' => ['ldap'], 'libshadow' => ['shadow'],
        'diff' => ['diff/lcs', 'diff/lcs/hunk'], 'openssl' => ['openssl'], 'sqlite' => ['sqlite3'],
        'hiera' => ['hiera'], 'minitar' => ['archive/tar/minitar'], 'bolt' => ['bolt'],
        'cfpropertylist' => ['cfpropertylist'], 'hiera_eyaml' => ['hiera/backend/eyaml/parser/parser'],
        'hocon' => ['hocon'], 'msgpack' => ['msgpack'], 'selinux' => ['selinux'], 'ssh' => ['net/ssh'],
        'zlib' => ['zlib'], 'telnet' => ['net/telnet']
      }.freeze

      def initialize
        @results = {}
        @tests = {}
        LIBS.each { |name, libs| add(name, libs: libs) }
        add(:posix) { File::ALT_SEPARATOR.nil? }
        add(:microsoft_windows) { !File::ALT_SEPARATOR.nil? }
        add(:root) { Process.uid.zero? }
        add(:manages_symlinks) { File::ALT_SEPARATOR.nil? }
        add(:eventlog) { false }
      end

      def add(name, options = {}, &block)
        n = name.to_s
        @results.delete(n)
        @tests[n] = block || proc { Array(options[:libs]).all? { |l| loads?(l) } }
        define_singleton_method("#{n}?") do
          @results[n] = test(n) unless @results.key?(n)
          !!@results[n]
        end
      end

      def method_missing(name, *args)
        n = name.to_s
        return super unless n.end_with?('?') && args.empty?
        feature = n.chomp('?')
        file = Strata.module_libs.map { |l| File.join(l, 'puppet', 'feature', "#{feature}.rb") }.find { |f| File.file?(f) }
        Strata.load_file(file) if file
        respond_to?(name) ? send(name) : false
      end

      def respond_to_missing?(name, priv = false)
        singleton_methods.include?(name.to_sym) || super
      end

      private

      def test(name)
        @tests[name].call
      rescue StandardError, ScriptError
        nil
      end

      def loads?(lib)
        require lib
        true
      rescue StandardError, ScriptError
        false
      end
    end
  end

  def self.features
    @features ||= Util::Feature.new
  end
end

# Util: file modes (simplib's passgen), commands (only with --allow-exec), JSON and YAML.
module Puppet
  class ExecutionFailure < Error; end

  module Util
    # Puppet::Util::SymbolicFileMode: chmod-style modes ("u=rw,go=r", "0644") as integers.
    module SymbolicFileMode
      SetUIDBit = ReadBit = 4
      SetGIDBit = WriteBit = 2
      StickyBit = ExecBit = 1
      SymbolicMode = { 'x' => ExecBit, 'w' => WriteBit, 'r' => ReadBit }.freeze
      SymbolicSpecialToBit = {
        't' => { 'u' => StickyBit, 'g' => StickyBit, 'o' => StickyBit },
        's' => { 'u' => SetUIDBit, 'g' => SetGIDBit, 'o' => StickyBit }
      }.freeze
      OCTAL = /\A0?[0-7]{1,4}\z/.freeze

      def valid_symbolic_mode?(value)
        v = normalize_symbolic_mode(value)
        return true if v =~ OCTAL
        clause = '[ugoa]*[-=+][-=+rstwxXugo]*'
        !!(v =~ /\A#{clause}(,#{clause})*\z/)
      end

      def display_mode(value)
        value =~ OCTAL ? value.rjust(4, '0') : value
      end

      def normalize_symbolic_mode(value)
        return nil if value.nil?
        return value.to_s(8) if value.is_a?(Numeric)
        value =~ OCTAL ? value.to_i(8).to_s(8) : value
      end

      def symbolic_mode_to_int(modification, to_mode = 0, is_a_directory = false)
        raise Puppet::Error, 'An empty mode string is illegal' if modification.nil? || modification == ''
        return modification.to_i(8) if modification =~ /\A[0-7]+\z/
        raise Puppet::Error, 'Numeric modes must be in octal, not decimal!' if modification =~ /\A\d+\z/
        raise "non-numeric current mode (#{to_mode.inspect})" unless to_mode.is_a?(Numeric)
        any_x = (to_mode & 0o111) != 0
        mode = { 's' => (to_mode >> 9) & 7, 'u' => (to_mode >> 6) & 7, 'g' => (to_mode >> 3) & 7, 'o' => to_mode & 7 }
        modification.split(/\s*,\s*/).each do |part|
          begin
            _, who_all, ops = /\A([ugoa]*)([-+=].*)\z/.match(part).to_a
            raise Puppet::Error, 'Missing action' if ops.nil?
            who_all = 'a' if who_all.empty?
            before = mode.dup
            who_all.gsub('a', 'ugo').chars.uniq.each do |who|
              value = before[who]
              action = nil
              ops.each_char do |op|
                apply = lambda do |v, bits|
                  raise Puppet::Error, 'Missing operation (-, =, or +)' if action.nil?
                  action == '-' ? v & ~bits : v | bits
                end
                case op
                when '-', '+', '='
                  action = op
                  value = 0 if op == '='
                when 'u', 'g', 'o' then value = apply.call(value, before[op])
                when 'r', 'w', 'x' then value = apply.call(value, SymbolicMode[op])
                when 'X'
                  raise Puppet::Error, "X only works with the '+' operator" unless action == '+'
                  value = apply.call(value, ExecBit) if is_a_directory || any_x
                when 's', 't'
                  mode['s'] = apply.call(mode['s'], SymbolicSpecialToBit[op][who])
                else raise Puppet::Error, 'Unknown operation'
                end
              end
              mode[who] = value
            end
          rescue Puppet::Error => e
            at = part.inspect == modification.inspect ? '' : " at #{part.inspect}"
            raise Puppet::Error, "#{e}#{at} in symbolic mode #{modification.inspect}", e.backtrace
          end
        end
        (mode['s'] << 9) | (mode['u'] << 6) | (mode['g'] << 3) | mode['o']
      end
    end

    # Puppet::Util::Execution.execute: refused as every command is unless the user passed
    # --allow-exec; then the command's output, or Puppet's ExecutionFailure.
    module Execution
      class ProcessOutput < String
        attr_reader :exitstatus

        def initialize(value, exitstatus)
          super(value)
          @exitstatus = exitstatus
        end
      end

      def self.execute(command, options = {})
        raise NotImplementedError, Kernel::STRATA_NO_EXEC unless Strata.allow_exec
        require 'open3'
        argv = command.is_a?(Array) ? command.flatten.map(&:to_s) : [command.to_s]
        text = argv.join(' ')
        combine = options.fetch(:combine, true)
        out, err, status = argv.size == 1 ? Open3.capture3(argv[0]) : Open3.capture3(*argv)
        out += err if combine
        if options.fetch(:failonfail, true) && !status.success?
          raise Puppet::ExecutionFailure, "Execution of '#{text}' returned #{status.exitstatus}: #{out.strip}"
        end
        ProcessOutput.new(out, status.exitstatus)
      end
    end

    def self.execute(*args)
      Execution.execute(*args)
    end

    module Json
      class ParseError < StandardError; end

      def self.load(string, options = {})
        JSON.parse(string, options)
      rescue JSON::ParserError => e
        raise ParseError, e.message
      end

      def self.dump(object, options = {})
        options[:pretty] ? JSON.pretty_generate(object) : JSON.generate(object)
      end
    end

    module Yaml
      class YamlLoadError < Puppet::Error; end

      def self.safe_load(yaml, allowed_classes = [], filename = nil)
        require 'yaml'
        data = YAML.safe_load(yaml, permitted_classes: allowed_classes, aliases: true, filename: filename)
        data = false if data.nil?
        data
      rescue Psych::Exception, StandardError => e
        raise YamlLoadError, e.message, e.backtrace
      end

      def self.safe_load_file(filename, allowed_classes = [])
        safe_load(File.read(filename, encoding: 'bom|utf-8'), allowed_classes, filename)
      end
    end

    # Puppet::Util.symbolizehash: the hash with its keys as symbols.
    def self.symbolizehash(hash)
      hash.each_with_object({}) { |(k, v), h| h[k.respond_to?(:to_sym) ? k.to_sym : k] = v }
    end
  end
end

# 3.x functions: Puppet's autoloader of `newfunction` files (tp_content calls `loadall`);
# strata finds a function when it is called, so loading ahead is done already. Each method
# warns once per compile, as Puppet's AutoloaderDelegate does unless `strict` is off.
module Puppet
  module Parser
    module Functions
      class StrataAutoloader
        WARNED = {}

        def loadall(*)
          deprecated('loadall')
          true
        end

        def load(name, *)
          deprecated("load(\"#{name}\")")
          found?(name)
        end

        def loaded?(name)
          deprecated("loaded?(\"#{name}\")")
          found?(name)
        end

        private

        def found?(name)
          Strata::F3.key?(name.to_s) || Strata.callback('function_exists', 'name' => name.to_s)
        end

        def deprecated(method)
          return if WARNED.key?(method) || Puppet[:strict].to_s == 'off'
          WARNED[method] = true
          Puppet.warning("The method 'Puppet::Parser::Functions.autoloader##{method}' is deprecated in " \
                         "favor of using 'Scope#call_function'.\n   (file & line not available)")
        end
      end

      def self.autoloader
        @autoloader ||= StrataAutoloader.new
      end
    end
  end
end

# Pops: Puppet::Pops::PuppetStack, the Puppet code's frames ([file, line], innermost first) at
# the call of the module function (simplib::caller, simplib::deprecation).
module Puppet
  module Pops
    module PuppetStack
      def self.stacktrace
        Strata.callback('stack')
      end

      def self.top_of_stack
        stacktrace.first || []
      end
    end
  end
end

# Dispatch: InternalFunction's `cache_param` (vault_lookup): the compile's cache
# (Puppet's ObjectIdCacheAdapter of the compiler: `retrieve(o)`, a Hash per object), passed
# where the dispatch declares it among the parameters.
module Strata
  class CompileCache
    def initialize
      @cache = {}
    end

    def retrieve(o)
      @cache[o.__id__] ||= {}
    end
  end

  def self.compile_cache
    @compile_cache ||= CompileCache.new
  end

  def self.forget_compile_cache
    @compile_cache = nil
  end
end

module Puppet
  module Functions
    class Dispatch
      def cache_param
        (@injected ||= []) << [@types.size, :cache]
      end

      # The arguments with the injected values at their places.
      def weave(args)
        return args unless @injected
        a = args.dup
        @injected.each { |pos, _kind| a.insert(pos, Strata.compile_cache) }
        a
      end
    end
  end
end

# Scope: `scope.resource` without arguments is the resource the scope evaluates (Class[main]
# at the top); a resource's `to_hash` is its parameters by symbol, after its name; the catalog's
# resources, `findresource` and `is_topscope?`.
module Puppet
  module Parser
    class Scope
      alias strata_catalog_resource resource

      def resource(type = nil, title = nil)
        return strata_catalog_resource(type, title) unless type.nil?
        m = /\A([^\[]+)\[(.*)\]\z/m.match(@label.to_s)
        m && strata_catalog_resource(m[1], m[2])
      end
    end

    class Scope
      # Scope#findresource (the catalog's resource `Type[title]`, or type and title).
      alias findresource resource

      # Whether this is the top scope (functions called from the site manifest's main code).
      def is_topscope?
        @label == 'Class[main]'
      end

      # Catalog#resources (the scope answers for its catalog): every resource declared so far.
      def resources
        Strata.callback('resources').map { |r| CatalogResource.new(r['type'], r['title'], r['parameters'], r['tags']) }
      end
    end

    class CatalogResource
      def name
        @title
      end

      def to_hash
        h = { name: @title }
        @parameters.each { |k, p| h[k] = p.value }
        h
      end
    end
  end
end

# `require 'puppet'` and Puppet's own files are this shim; a module's files load as they are.
module Kernel
  alias strata_require require

  def require(name)
    n = name.to_s
    return false if n == 'open3' && !Strata.allow_exec
    # the semantic_puppet gem, which Puppet always has loaded: this shim's SemanticPuppet
    return false if n == 'semantic_puppet' || n.start_with?('semantic_puppet/')
    if n == 'puppet' || n.start_with?('puppet/')
      found = Strata.module_libs.any? { |l| File.exist?(File.join(l, "#{n}.rb")) }
      return false unless found
    end
    strata_require(n)
  rescue LoadError
    # A gem (Ruby starts without RubyGems, which costs time): load RubyGems once and retry.
    raise unless Object.autoload?(:Gem)
    strata_require('rubygems')
    require(n)
  end
  private :require

  # Puppet's message translation (`_('text')`): the text as it is.
  def _(text, *)
    text
  end

  def n_(one, many, count, *)
    count == 1 ? one : many
  end
end

Strata.run_loop
