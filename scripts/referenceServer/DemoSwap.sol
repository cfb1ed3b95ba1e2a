// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The ERC-20 calls the swap contracts make.
interface IToken {
    function balanceOf(address owner) external view returns (uint256);
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// Wrapped ether: 1 WETH per wei deposited, withdrawn back as ether. A plain ERC-20 otherwise.
contract DemoWETH {
    string public constant name = "Wrapped Ether";
    string public constant symbol = "WETH";
    uint8 public constant decimals = 18;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Transfer(address(0), msg.sender, msg.value);
    }

    function withdraw(uint256 value) external {
        require(balanceOf[msg.sender] >= value, "balance");
        balanceOf[msg.sender] -= value;
        emit Transfer(msg.sender, address(0), value);
        (bool sent, ) = msg.sender.call{value: value}("");
        require(sent, "ether transfer");
    }

    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "allowance");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// A constant-product pool of one ERC-20 against WETH: reserveToken × reserveWeth never falls,
/// after a 0.3 % fee kept on every input. Liquidity shares are plain balances (not transferable).
contract DemoPair {
    address public immutable token;
    address public immutable weth;
    uint256 private reserveToken;
    uint256 private reserveWeth;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    bool private locked;

    event Mint(address indexed to, uint256 tokenAmount, uint256 wethAmount, uint256 liquidity);
    event Swap(address indexed to, uint256 tokenIn, uint256 wethIn, uint256 tokenOut, uint256 wethOut);
    event Sync(uint256 reserveToken, uint256 reserveWeth);

    modifier oneAtATime() {
        require(!locked, "locked");
        locked = true;
        _;
        locked = false;
    }

    constructor(address token_, address weth_) {
        token = token_;
        weth = weth_;
    }

    function getReserves() external view returns (uint256, uint256) {
        return (reserveToken, reserveWeth);
    }

    /// Shares for what was sent to the pool since the last sync (both sides, at the pool's ratio).
    function mint(address to) external oneAtATime returns (uint256 liquidity) {
        (uint256 balanceToken, uint256 balanceWeth) = _balances();
        uint256 addedToken = balanceToken - reserveToken;
        uint256 addedWeth = balanceWeth - reserveWeth;
        if (totalSupply == 0) {
            liquidity = _sqrt(addedToken * addedWeth);
        } else {
            uint256 byToken = (addedToken * totalSupply) / reserveToken;
            uint256 byWeth = (addedWeth * totalSupply) / reserveWeth;
            liquidity = byToken < byWeth ? byToken : byWeth;
        }
        require(liquidity > 0, "no liquidity added");
        totalSupply += liquidity;
        balanceOf[to] += liquidity;
        _sync(balanceToken, balanceWeth);
        emit Mint(to, addedToken, addedWeth, liquidity);
    }

    /// Sends the outputs first, then checks that what came in keeps the product (after the fee).
    function swap(uint256 tokenOut, uint256 wethOut, address to) external oneAtATime {
        require(tokenOut > 0 || wethOut > 0, "no output");
        require(tokenOut < reserveToken && wethOut < reserveWeth, "insufficient liquidity");
        if (tokenOut > 0) require(IToken(token).transfer(to, tokenOut), "token transfer");
        if (wethOut > 0) require(IToken(weth).transfer(to, wethOut), "weth transfer");
        (uint256 balanceToken, uint256 balanceWeth) = _balances();
        uint256 tokenIn = balanceToken > reserveToken - tokenOut ? balanceToken - (reserveToken - tokenOut) : 0;
        uint256 wethIn = balanceWeth > reserveWeth - wethOut ? balanceWeth - (reserveWeth - wethOut) : 0;
        require(tokenIn > 0 || wethIn > 0, "no input");
        uint256 adjustedToken = balanceToken * 1000 - tokenIn * 3;
        uint256 adjustedWeth = balanceWeth * 1000 - wethIn * 3;
        require(adjustedToken * adjustedWeth >= reserveToken * reserveWeth * 1_000_000, "k");
        _sync(balanceToken, balanceWeth);
        emit Swap(to, tokenIn, wethIn, tokenOut, wethOut);
    }

    function _balances() private view returns (uint256, uint256) {
        return (IToken(token).balanceOf(address(this)), IToken(weth).balanceOf(address(this)));
    }

    function _sync(uint256 balanceToken, uint256 balanceWeth) private {
        reserveToken = balanceToken;
        reserveWeth = balanceWeth;
        emit Sync(balanceToken, balanceWeth);
    }

    function _sqrt(uint256 value) private pure returns (uint256 root) {
        if (value == 0) return 0;
        root = value;
        uint256 next = (value + 1) / 2;
        while (next < root) {
            root = next;
            next = (value / next + next) / 2;
        }
    }
}

/// Swaps against the token/WETH pairs it created: ether or a token in, exactly `amountIn`,
/// at least `amountOutMin` out to `to`. Token → token goes through WETH (two pools).
/// Token inputs are pulled with transferFrom, so the payer approves this router first.
contract DemoRouter {
    DemoWETH public immutable weth;
    address public immutable owner;
    mapping(address => DemoPair) public pairOf;

    /// One swap, for activity lists: ether in or out is `address(0)` (its ether moves by internal call).
    event Swapped(address indexed payer, address indexed to, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut);

    constructor(address payable weth_) {
        weth = DemoWETH(weth_);
        owner = msg.sender;
    }

    /// WETH withdrawals land here on the way to the recipient.
    receive() external payable {
        require(msg.sender == address(weth), "ether from WETH only");
    }

    function createPair(address token) external returns (DemoPair pair) {
        require(msg.sender == owner, "owner only");
        require(address(pairOf[token]) == address(0), "pair exists");
        pair = new DemoPair(token, address(weth));
        pairOf[token] = pair;
    }

    /// Output for `amountIn` into a pool with these reserves, 0.3 % of the input kept as the fee.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        require(amountIn > 0, "no input");
        require(reserveIn > 0 && reserveOut > 0, "insufficient liquidity");
        uint256 inWithFee = amountIn * 997;
        return (inWithFee * reserveOut) / (reserveIn * 1000 + inWithFee);
    }

    function swapExactETHForTokens(address tokenOut, uint256 amountOutMin, address to) external payable returns (uint256 amountOut) {
        weth.deposit{value: msg.value}();
        DemoPair pair = _pair(tokenOut);
        require(weth.transfer(address(pair), msg.value), "weth transfer");
        amountOut = _sellWeth(pair, msg.value, to);
        require(amountOut >= amountOutMin, "slippage");
        emit Swapped(msg.sender, to, address(0), tokenOut, msg.value, amountOut);
    }

    function swapExactTokensForETH(address tokenIn, uint256 amountIn, uint256 amountOutMin, address payable to) external returns (uint256 amountOut) {
        DemoPair pair = _pair(tokenIn);
        require(IToken(tokenIn).transferFrom(msg.sender, address(pair), amountIn), "token transfer");
        amountOut = _sellToken(pair, amountIn, address(this));
        require(amountOut >= amountOutMin, "slippage");
        weth.withdraw(amountOut);
        (bool sent, ) = to.call{value: amountOut}("");
        require(sent, "ether transfer");
        emit Swapped(msg.sender, to, tokenIn, address(0), amountIn, amountOut);
    }

    function swapExactTokensForTokens(
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 amountOutMin,
        address to
    ) external returns (uint256 amountOut) {
        DemoPair first = _pair(tokenIn);
        DemoPair second = _pair(tokenOut);
        require(IToken(tokenIn).transferFrom(msg.sender, address(first), amountIn), "token transfer");
        uint256 wethAmount = _sellToken(first, amountIn, address(second));
        amountOut = _sellWeth(second, wethAmount, to);
        require(amountOut >= amountOutMin, "slippage");
        emit Swapped(msg.sender, to, tokenIn, tokenOut, amountIn, amountOut);
    }

    /// `amountIn` WETH is already in the pool: take the token out to `to`.
    function _sellWeth(DemoPair pair, uint256 amountIn, address to) private returns (uint256 amountOut) {
        (uint256 reserveToken, uint256 reserveWeth) = pair.getReserves();
        amountOut = getAmountOut(amountIn, reserveWeth, reserveToken);
        pair.swap(amountOut, 0, to);
    }

    /// `amountIn` of the token is already in the pool: take WETH out to `to`.
    function _sellToken(DemoPair pair, uint256 amountIn, address to) private returns (uint256 amountOut) {
        (uint256 reserveToken, uint256 reserveWeth) = pair.getReserves();
        amountOut = getAmountOut(amountIn, reserveToken, reserveWeth);
        pair.swap(0, amountOut, to);
    }

    function _pair(address token) private view returns (DemoPair pair) {
        pair = pairOf[token];
        require(address(pair) != address(0), "no pair");
    }
}
